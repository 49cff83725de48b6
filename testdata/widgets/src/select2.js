import $ from 'jquery';
import select2 from 'select2/dist/js/select2.full.js';
import 'select2/dist/css/select2.css';
import { expose, ready } from './lib/common.js';

select2(window, $);
// Bundled as an ES module, select2 runs in strict mode, where its AJAX
// adapter maps the results through an unbound method (`this` undefined):
// every remote response threw "Cannot read properties of undefined
// (reading 'container')" and the list stayed at "Searching…". A site
// bundling select2 this way needs the same binding.
const Ajax = $.fn.select2.amd.require('select2/data/ajax');
const normalize = Ajax.prototype._normalizeItem;
Ajax.prototype._normalizeItem = function (item) { return normalize.call(this || {}, item); };
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
