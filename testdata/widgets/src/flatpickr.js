import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.css';
import { expose, ready } from './lib/common.js';

const fp = {};
// A typed date is accepted.
fp.start = flatpickr('#start', { allowInput: true, dateFormat: 'Y-m-d' });
// A formatted display of a hidden ISO input; typed text is dropped.
fp.end = flatpickr('#end', { altInput: true, altFormat: 'F j, Y', dateFormat: 'Y-m-d' });
fp.locked = flatpickr('#locked', { dateFormat: 'Y-m-d', defaultDate: '2024-01-15' });
fp.bstart = flatpickr('#bstart', { allowInput: true, dateFormat: 'Y-m-d' });
for (const [k, f] of Object.entries(fp)) expose(k, () => f.selectedDates.map((d) => f.formatDate(d, 'Y-m-d')));
ready();
