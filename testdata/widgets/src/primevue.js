import { createApp, h, reactive, onMounted } from 'vue';
import PrimeVue from 'primevue/config';
import Aura from '@primeuix/themes/aura';
import Select from 'primevue/select';
import MultiSelect from 'primevue/multiselect';
import AutoComplete from 'primevue/autocomplete';
import Checkbox from 'primevue/checkbox';
import RadioButton from 'primevue/radiobutton';
import ToggleSwitch from 'primevue/toggleswitch';
import DatePicker from 'primevue/datepicker';
import InputText from 'primevue/inputtext';
import { expose, ready } from './lib/common.js';

const cities = [
  { name: 'New York', code: 'NY' }, { name: 'Rome', code: 'RM' }, { name: 'London', code: 'LDN' },
  { name: 'Istanbul', code: 'IST' }, { name: 'Paris', code: 'PRS' },
];
const countries = ['Australia', 'Brazil', 'China', 'Egypt', 'France', 'Germany', 'India', 'Japan', 'Spain', 'United States'];
const s = reactive({ city: null, cities: [], country: null, agree: false, size: null, alerts: false, start: null, name: '', bcity: null });
const iso = (d) => (d ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : null);
for (const k of Object.keys(s)) expose(k, () => (k === 'start' ? iso(s[k]) : s[k]));
const suggestions = reactive({ list: [] });

const model = (k) => ({ modelValue: s[k], 'onUpdate:modelValue': (v) => { s[k] = v; } });
const field = (...kids) => h('div', { class: 'field' }, kids);

const App = {
  setup() {
    onMounted(ready);
    return () => h('form', { onSubmit: (e) => e.preventDefault() }, [
      h('section', { 'aria-labelledby': 'h-a' }, [
        h('h2', { id: 'h-a' }, 'Trip'),
        field(h('label', { for: 'name' }, 'Traveller name *'), h(InputText, { id: 'name', ...model('name') })),
        field(h('label', { for: 'city' }, 'City *'), h(Select, { labelId: 'city', options: cities, optionLabel: 'name', optionValue: 'code', placeholder: 'Select a city', showClear: true, ...model('city') })),
        field(h('label', { for: 'cities' }, 'Stopovers'), h(MultiSelect, { inputId: 'cities', options: cities, optionLabel: 'name', optionValue: 'code', placeholder: 'Select cities', display: 'chip', ...model('cities') })),
        field(h('label', { for: 'locked' }, 'Home city (locked)'), h(Select, { labelId: 'locked', options: cities, optionLabel: 'name', optionValue: 'code', modelValue: 'RM', disabled: true })),
        field(h('label', { for: 'country' }, 'Country'), h(AutoComplete, {
          inputId: 'country', suggestions: suggestions.list, ...model('country'),
          onComplete: (e) => { suggestions.list = countries.filter((c) => c.toLowerCase().startsWith(e.query.toLowerCase())); },
        })),
        field(h('label', { for: 'start' }, 'Departure'), h(DatePicker, { inputId: 'start', dateFormat: 'yy-mm-dd', showIcon: true, ...model('start') })),
        field(h('div', { class: 'row' }, [h(Checkbox, { inputId: 'agree', binary: true, ...model('agree') }), h('label', { for: 'agree' }, 'I agree to the terms')])),
        field(h('div', { class: 'row' }, [h(Checkbox, { inputId: 'lockedbox', binary: true, modelValue: true, disabled: true }), h('label', { for: 'lockedbox' }, 'Insurance (locked)')])),
        h('fieldset', {}, [
          h('legend', {}, 'Seat *'),
          ...[['w', 'Window'], ['a', 'Aisle'], ['m', 'Middle']].map(([v, l]) => h('div', { class: 'row' }, [
            h(RadioButton, { inputId: 'seat-' + v, name: 'seat', value: v, disabled: v === 'm', modelValue: s.size, 'onUpdate:modelValue': (x) => { s.size = x; } }),
            h('label', { for: 'seat-' + v }, l),
          ])),
        ]),
        field(h('div', { class: 'row' }, [h(ToggleSwitch, { inputId: 'alerts', ...model('alerts') }), h('label', { for: 'alerts' }, 'Price alerts')])),
        field(h('div', { class: 'row' }, [h(ToggleSwitch, { inputId: 'lockedsw', modelValue: false, disabled: true }), h('label', { for: 'lockedsw' }, 'Upgrades (locked)')])),
      ]),
      h('section', { 'aria-labelledby': 'h-b' }, [
        h('h2', { id: 'h-b' }, 'Return'),
        field(h('label', { for: 'bcity' }, 'City *'), h(Select, { labelId: 'bcity', options: cities, optionLabel: 'name', optionValue: 'code', placeholder: 'Select a city', showClear: true, ...model('bcity') })),
      ]),
    ]);
  },
};

createApp(App).use(PrimeVue, { theme: { preset: Aura } }).mount('#root');
