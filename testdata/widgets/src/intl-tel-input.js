import intlTelInput from 'intl-tel-input/intlTelInputWithUtils';
import 'intl-tel-input/styles';
import { expose, ready } from './lib/common.js';

const iti = {};
for (const id of ['phone', 'bphone', 'locked']) {
  iti[id] = intlTelInput(document.getElementById(id), { initialCountry: 'us', separateDialCode: false });
  expose(id, () => ({ number: iti[id].getNumber(), country: (iti[id].getSelectedCountry() || {}).iso2 || '' }));
}
ready();
