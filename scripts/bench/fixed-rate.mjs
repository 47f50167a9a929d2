// A read at a fixed rate, open loop (decision 110): requests go out evenly spaced whatever the answers take, and
// each one's time counts from when it was due, so a server that falls behind shows it in the p99. Not autocannon's
// `overallRate`: that sends each connection's quota for the second back to back and then waits (bursts, not a
// rate), and its coordinated-omission fill-in assumes one request per millisecond, so a 60 ms answer counted as
// sixty — its p99 at 300 req/s was 63 ms on a machine where the same read answered in a few.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts sending; `stop()` ends it and answers a summary like measure.mjs's `summary`. */
export function fixedRateRead(url, headers, rate) {
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let stopped = false;
  const inflight = new Set();
  const started = performance.now();
  const sending = (async () => {
    for (let sent = 0; !stopped; sent++) {
      const due = started + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      const request = fetch(url, { headers })
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) non2xx++;
          latencies.push(performance.now() - due);
        })
        .catch(() => errors++)
        .finally(() => inflight.delete(request));
      inflight.add(request);
    }
  })();
  return async () => {
    stopped = true;
    const seconds = (performance.now() - started) / 1000;
    await sending;
    await Promise.all(inflight);
    latencies.sort((a, b) => a - b);
    const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return { reqPerSec: Math.round(latencies.length / seconds), p50Ms: at(0.5), p99Ms: at(0.99), non2xx, errors };
  };
}

/** `fixedRateRead` for `seconds`. */
export async function fixedRateFor(url, headers, rate, seconds) {
  const stop = fixedRateRead(url, headers, rate);
  await sleep(seconds * 1000);
  return stop();
}
