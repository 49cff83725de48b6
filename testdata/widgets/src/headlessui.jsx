import React, { useState, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Field, Label, Listbox, ListboxButton, ListboxOptions, ListboxOption,
  Combobox, ComboboxInput, ComboboxOptions, ComboboxOption, ComboboxButton,
  Switch, RadioGroup, Radio, Checkbox,
} from '@headlessui/react';
import { expose, ready } from './lib/common.js';

function Keep(key, init, read = (v) => v) {
  const [v, set] = useState(init);
  expose(key, () => read(v));
  return [v, set];
}

const people = [
  { id: 1, name: 'Durward Reynolds' }, { id: 2, name: 'Kenton Towne' },
  { id: 3, name: 'Therese Wunsch' }, { id: 4, name: 'Benedict Kessler' }, { id: 5, name: 'Katelyn Rohan' },
];
const byId = (p) => (p == null ? null : p.id);

function Person({ label, value, onChange, disabled, multiple }) {
  return (
    <Field disabled={disabled} className="field">
      <Label>{label}</Label>
      <Listbox value={value} onChange={onChange} multiple={multiple} by="id">
        <ListboxButton className="button">
          {multiple ? (value.length ? value.map((p) => p.name).join(', ') : 'Nobody') : value ? value.name : 'Choose…'}
          <span aria-hidden="true" className="chevron">▾</span>
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className="options">
          {people.map((p) => <ListboxOption key={p.id} value={p} className="option">{p.name}</ListboxOption>)}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}

function Search({ label, value, onChange }) {
  const [query, setQuery] = useState('');
  const shown = query === '' ? people : people.filter((p) => p.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field className="field">
      <Label>{label}</Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="id">
        <ComboboxInput displayValue={(p) => (p ? p.name : '')} onChange={(e) => setQuery(e.target.value)} />
        <ComboboxButton className="cbutton" aria-label="Show people">▾</ComboboxButton>
        <ComboboxOptions anchor="bottom start" className="options">
          {shown.map((p) => <ComboboxOption key={p.id} value={p} className="option">{p.name}</ComboboxOption>)}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

function Toggle({ label, checked, onChange, disabled }) {
  return (
    <Field disabled={disabled} className="field row">
      <Switch checked={checked} onChange={onChange} className="switch"><span className="thumb" /></Switch>
      <Label>{label}</Label>
    </Field>
  );
}

function Box({ label, checked, onChange, disabled }) {
  return (
    <Field disabled={disabled} className="field row">
      <Checkbox checked={checked} onChange={onChange} className="box"><span className="tick">✓</span></Checkbox>
      <Label>{label}</Label>
    </Field>
  );
}

function App() {
  const [assignee, setAssignee] = Keep('assignee', null, byId);
  const [reviewers, setReviewers] = Keep('reviewers', [], (v) => v.map(byId));
  const [owner, setOwner] = Keep('owner', null, byId);
  const [notify, setNotify] = Keep('notify', false);
  const [agree, setAgree] = Keep('agree', false);
  const [plan, setPlan] = Keep('plan', null);
  const [bAssignee, setBAssignee] = Keep('backupAssignee', null, byId);
  useEffect(ready, []);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <section aria-labelledby="h-a">
        <h2 id="h-a">Task</h2>
        <Person label="Assignee *" value={assignee} onChange={setAssignee} />
        <Person label="Reviewers" value={reviewers} onChange={setReviewers} multiple />
        <Person label="Approver (locked)" value={people[0]} onChange={() => {}} disabled />
        <Search label="Owner" value={owner} onChange={setOwner} />
        <Toggle label="Notify me" checked={notify} onChange={setNotify} />
        <Toggle label="Archive (locked)" checked={false} onChange={() => {}} disabled />
        <Box label="I agree" checked={agree} onChange={setAgree} />
        <Box label="Locked agreement" checked onChange={() => {}} disabled />
        <RadioGroup value={plan} onChange={setPlan} aria-label="Server size" className="radios">
          {['Startup', 'Business', 'Enterprise'].map((p) => (
            <Field key={p} className="field row" disabled={p === 'Enterprise'}>
              <Radio value={p} className="radio"><span className="dot" /></Radio>
              <Label>{p}</Label>
            </Field>
          ))}
        </RadioGroup>
      </section>
      <section aria-labelledby="h-b">
        <h2 id="h-b">Backup</h2>
        <Person label="Assignee *" value={bAssignee} onChange={setBAssignee} />
      </section>
    </form>
  );
}

createRoot(document.getElementById('root')).render(<App />);
