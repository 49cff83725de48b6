import Choices from 'choices.js';
import 'choices.js/public/assets/styles/choices.css';
import { expose, ready } from './lib/common.js';

const c = {};
c.country = new Choices('#country', { shouldSort: false, itemSelectText: '' });
c.langs = new Choices('#langs', { removeItemButton: true, shouldSort: false, itemSelectText: '' });
c.tags = new Choices('#tags', { removeItemButton: true, duplicateItemsAllowed: false });
c.locked = new Choices('#locked', { itemSelectText: '' });
c.bcountry = new Choices('#bcountry', { shouldSort: false, itemSelectText: '' });
for (const [k, ch] of Object.entries(c)) expose(k, () => { const v = ch.getValue(true); return (Array.isArray(v) ? v : v == null ? [] : [v]).filter((x) => x !== ''); });
ready();
