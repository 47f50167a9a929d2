// Logins at a steady 50/s while four clients upload 1 MB CVs without pause: password hashing and file writes share
// libuv's thread pool, so this is where a login would queue behind disk work.
import autocannon from 'autocannon';
import { PASSWORD, pdfOfSize } from './reads.mjs';

const UPLOADERS = 4;
const BOUNDARY = 'bench-boundary-7f3a';

function multipartCv() {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), pdfOfSize(1024 * 1024), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts,
});

export async function loginBurst(base, { reader, uploader, seconds }) {
  const uploads = autocannon({
    url: `${base}/api/onboarding/cv`,
    method: 'POST',
    connections: UPLOADERS,
    duration: seconds,
    headers: { authorization: `Bearer ${uploader.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartCv(),
  });
  const logins = autocannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: 10,
    overallRate: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: reader.email, password: PASSWORD }),
  });
  const [u, l] = await Promise.all([uploads, logins]);
  return { login: summary(l), uploads: { connections: UPLOADERS, ...summary(u) } };
}
