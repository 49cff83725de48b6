import React, { useState, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';
import AsyncSelect from 'react-select/async';
import CreatableSelect from 'react-select/creatable';
import { expose, ready } from './lib/common.js';

const countries = [
  { value: 'ca', label: 'Canada' }, { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' }, { value: 'jp', label: 'Japan' },
  { value: 'us', label: 'United States' },
];
const skills = [
  { value: 'go', label: 'Go' }, { value: 'rust', label: 'Rust' },
  { value: 'ts', label: 'TypeScript' }, { value: 'py', label: 'Python' },
];
const cities = ['Amsterdam', 'Berlin', 'Boston', 'Lisbon', 'London', 'Madrid', 'Paris'].map((c) => ({ value: c.toLowerCase(), label: c }));
// The async list answers only once two letters are typed, after a delay.
const loadCities = (q) => new Promise((res) => setTimeout(() => res(q.length < 2 ? [] : cities.filter((c) => c.label.toLowerCase().includes(q.toLowerCase()))), 150));

const val = (v) => (v == null ? null : Array.isArray(v) ? v.map((o) => o.value) : v.value);

function Keep(key, init) {
  const [v, set] = useState(init);
  expose(key, () => val(v));
  return [v, set];
}

function Form() {
  const [country, setCountry] = Keep('country', null);
  const [skillv, setSkills] = Keep('skills', []);
  const [city, setCity] = Keep('city', null);
  const [billing, setBilling] = Keep('billingCountry', null);
  const [locked, setLocked] = Keep('locked', countries[0]);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <section aria-labelledby="h-ship">
        <h2 id="h-ship">Shipping</h2>
        <label htmlFor="country-input">Country *</label>
        <Select inputId="country-input" options={countries} value={country} onChange={setCountry} isClearable />

        <div className="question">
          <div className="question-text">Which languages do you use? *</div>
          <Select isMulti options={skills} value={skillv} onChange={setSkills} />
        </div>

        <label htmlFor="city-input">City</label>
        <AsyncSelect inputId="city-input" loadOptions={loadCities} value={city} onChange={setCity} isClearable cacheOptions={false} />

        <label htmlFor="locked-input">Region (locked)</label>
        <Select inputId="locked-input" options={countries} value={locked} onChange={setLocked} isDisabled />
      </section>
      <section aria-labelledby="h-bill">
        <h2 id="h-bill">Billing</h2>
        <label htmlFor="billing-country-input">Country *</label>
        <Select inputId="billing-country-input" options={countries} value={billing} onChange={setBilling} isClearable />
      </section>
    </form>
  );
}

function Creatable() {
  const [labels, setLabels] = Keep('labels', []);
  return (
    <section aria-labelledby="h-extra">
      <h2 id="h-extra">Extras</h2>
      <label htmlFor="labels-input">Labels</label>
      <CreatableSelect inputId="labels-input" isMulti options={skills} value={labels} onChange={setLabels} />
    </section>
  );
}

function App() {
  useEffect(ready, []);
  return <><Form /><Creatable /></>;
}

createRoot(document.getElementById('root')).render(<App />);
