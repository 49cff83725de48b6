import '@shoelace-style/shoelace/dist/themes/light.css';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/radio/radio.js';
import '@shoelace-style/shoelace/dist/components/switch/switch.js';
import { expose, ready } from './lib/common.js';

// The elements' own properties are the widgets' API.
for (const el of document.querySelectorAll('[data-key]')) {
  const k = el.dataset.key;
  expose(k, () => ('checked' in el && el.localName !== 'sl-radio-group' ? el.checked : el.value));
}
Promise.all(['sl-input', 'sl-select', 'sl-option', 'sl-checkbox', 'sl-radio-group', 'sl-radio', 'sl-switch'].map((t) => customElements.whenDefined(t)))
  .then(() => Promise.all([...document.querySelectorAll('[data-key]')].map((el) => el.updateComplete)))
  .then(ready);
