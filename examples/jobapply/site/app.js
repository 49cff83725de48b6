// The demo form's behaviour, written the way many real application forms
// are: state kept in script, controlled inputs, async option lists.
(() => {
  const $ = (s, r = document) => r.querySelector(s);

  // Cookie banner: covers the bottom of the page until accepted.
  $('#cookie-accept').addEventListener('click', () => $('#cookie-banner').remove());

  // A controlled input: the page keeps its own copy of the value, updated
  // only by input events, and re-renders from it on blur.
  const state = {};
  for (const el of document.querySelectorAll('input[type=text], input[type=email], input[type=tel], textarea')) {
    el.addEventListener('input', () => { state[el.id] = el.value; });
  }
  // Phone numbers are reformatted on blur.
  $('#phone').addEventListener('blur', (e) => {
    const d = e.target.value.replace(/\D/g, '');
    if (d.length === 10) e.target.value = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  });
  // Email is validated on blur (focusout), the way form libraries do.
  $('#email').addEventListener('focusout', (e) => {
    const ok = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e.target.value);
    e.target.setAttribute('aria-invalid', String(!ok));
    $('#email-error').textContent = ok ? '' : 'Enter a valid email address';
  });

  // Location combobox: options arrive asynchronously after typing.
  const cities = ['Amsterdam, Netherlands', 'Berlin, Germany', 'Lisbon, Portugal', 'London, United Kingdom', 'Madrid, Spain', 'Paris, France', 'Warsaw, Poland'];
  const locInput = $('#loc-input'), locList = $('#loc-list');
  let timer;
  const closeLoc = () => { locList.classList.add('hidden'); locInput.setAttribute('aria-expanded', 'false'); };
  locInput.addEventListener('input', () => {
    clearTimeout(timer);
    const q = locInput.value.trim().toLowerCase();
    timer = setTimeout(() => {
      locList.innerHTML = '';
      for (const c of cities.filter((c) => q && c.toLowerCase().includes(q))) {
        const li = document.createElement('li');
        li.setAttribute('role', 'option');
        li.id = 'loc-' + Math.random().toString(36).slice(2, 8);
        li.textContent = c;
        li.addEventListener('mousedown', (e) => e.preventDefault());
        li.addEventListener('click', () => { locInput.value = c; state.location = c; closeLoc(); });
        locList.appendChild(li);
      }
      const any = locList.children.length > 0;
      locList.classList.toggle('hidden', !any);
      locInput.setAttribute('aria-expanded', String(any));
    }, 150);
  });
  locInput.addEventListener('blur', () => setTimeout(closeLoc, 100));

  // Custom single-select: a button that opens a listbox.
  const yb = $('#years-btn'), yl = $('#years-list');
  yb.addEventListener('click', () => {
    const open = yl.classList.toggle('hidden') === false;
    yb.setAttribute('aria-expanded', String(open));
  });
  for (const li of yl.querySelectorAll('li')) {
    li.addEventListener('click', () => {
      for (const o of yl.querySelectorAll('li')) o.setAttribute('aria-selected', String(o === li));
      yb.textContent = li.textContent;
      $('#years-value').value = li.textContent;
      yl.classList.add('hidden');
      yb.setAttribute('aria-expanded', 'false');
    });
  }

  // Yes/No button groups keep their answer in aria-pressed.
  for (const group of document.querySelectorAll('.yesno')) {
    for (const b of group.querySelectorAll('button')) {
      b.addEventListener('click', () => {
        for (const o of group.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b));
        group.nextElementSibling.value = b.textContent;
      });
    }
  }

  // The styled upload shows the chosen file's name.
  $('#resume').addEventListener('change', (e) => {
    const f = e.target.files[0];
    $('#resume-name').textContent = f ? f.name : 'No file chosen';
  });

  window.__demoState = state;
})();
