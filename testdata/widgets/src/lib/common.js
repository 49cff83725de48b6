// Shared by every fixture page: the library state a test reads through
// window.__state() (values the libraries themselves hold, never read from
// the DOM the SDK touched), and the ready mark a test waits for.
const readers = {};
export function expose(key, read) { readers[key] = read; }
window.__state = () => {
  const out = {};
  for (const [k, read] of Object.entries(readers)) out[k] = read();
  return JSON.parse(JSON.stringify(out));
};
export function ready() { document.body.setAttribute('data-ready', '1'); }
