import $ from 'jquery';
import select2 from 'select2/dist/js/select2.full.js';
import 'select2/dist/css/select2.css';
import { expose, ready } from './lib/common.js';

select2(window, $);
$('#country').select2({ placeholder: 'Choose a country', allowClear: true, width: '300px' });
$('#langs').select2({ width: '300px' });
$('#locked').select2({ width: '300px' });
$('#bcountry').select2({ placeholder: 'Choose a country', allowClear: true, width: '300px' });
// Remote-style data: results appear after two letters, after a delay.
const cities = ['Amsterdam', 'Berlin', 'Boston', 'Lisbon', 'London', 'Madrid', 'Paris'];
$('#city').select2({
  width: '300px', minimumInputLength: 2, placeholder: 'Search a city',
  ajax: {
    delay: 100,
    transport: (params, success) => {
      const q = (params.data.term || '').toLowerCase();
      const t = setTimeout(() => success({ results: cities.filter((c) => c.toLowerCase().includes(q)).map((c) => ({ id: c.toLowerCase(), text: c })) }), 100);
      return { abort: () => clearTimeout(t) };
    },
  },
});
for (const id of ['country', 'langs', 'locked', 'bcountry', 'city']) expose(id, () => $('#' + id).select2('data').filter((d) => d.id !== '').map((d) => d.id));
ready();
