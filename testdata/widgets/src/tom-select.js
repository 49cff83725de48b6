import TomSelect from 'tom-select';
import 'tom-select/dist/css/tom-select.css';
import { expose, ready } from './lib/common.js';

const ts = {};
ts.country = new TomSelect('#country', { create: false, allowEmptyOption: true });
ts.tags = new TomSelect('#tags', { create: true, plugins: ['remove_button'], persist: false });
ts.langs = new TomSelect('#langs', { plugins: ['remove_button'] });
ts.locked = new TomSelect('#locked', {});
ts.bcountry = new TomSelect('#bcountry', { create: false });
const cities = ['Amsterdam', 'Berlin', 'Boston', 'Lisbon', 'London', 'Madrid', 'Paris'];
ts.city = new TomSelect('#city', {
  valueField: 'id', labelField: 'name', searchField: 'name',
  shouldLoad: (q) => q.length >= 2,
  load: (q, cb) => setTimeout(() => cb(cities.filter((c) => c.toLowerCase().includes(q.toLowerCase())).map((c) => ({ id: c.toLowerCase(), name: c }))), 150),
});
// items: the values the widget holds, in order (getValue joins an <input>'s
// tags into one delimited string); the empty option's item is no value.
for (const [k, t] of Object.entries(ts)) expose(k, () => t.items.filter((v) => v !== ''));
ready();
