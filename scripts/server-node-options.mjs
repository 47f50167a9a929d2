// The Node options every production start of the API uses (npm start, the bench, the Docker image's NODE_OPTIONS;
// decision 090). V8 sizes the young generation from the machine's memory: on a 24 GB machine each of its semi-spaces
// grows to 64 MB, and under load the process kept ~130 MB of young generation it never gave back. 8 MB semi-spaces
// measured the same CPU per request and ~100 MB less RSS. The old generation keeps V8's default limit: no new
// out-of-memory point.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/** NODE_OPTIONS for the server: ours first, so an operator's own NODE_OPTIONS (later on the line) wins. */
export const serverNodeOptions = (existing = process.env.NODE_OPTIONS) =>
  [...SERVER_NODE_FLAGS, existing].filter(Boolean).join(' ');
