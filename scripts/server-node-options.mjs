// The Node options every production start of the API uses (npm start, the bench, the Docker image's NODE_OPTIONS;
// decision 090). V8 sizes the young generation from the machine's memory: on a 24 GB machine each of its semi-spaces
// grows to 64 MB, and under load the process kept ~130 MB of young generation it never gave back. 8 MB semi-spaces
// measured the same CPU per request and ~100 MB less RSS.
// The old generation's limit (decision 094): V8 lets the old generation grow to up to 4 times what survived the
// last full GC when its limit is 2 GB or more (the default on a machine with 16 GB or more), and only about 1.6
// times under a 1 GB limit. Under the read bench the default kept 50-100 MB of garbage (RSS 170-250 MB, varying
// with where the last GC fell); 1024 measured 156-163 MB at the same CPU per request. Live data is ~35 MB, so the
// new out-of-memory point is far from anything the server holds.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=1024'];

/** NODE_OPTIONS for the server: ours first, so an operator's own NODE_OPTIONS (later on the line) wins. */
export const serverNodeOptions = (existing = process.env.NODE_OPTIONS) =>
  [...SERVER_NODE_FLAGS, existing].filter(Boolean).join(' ');
