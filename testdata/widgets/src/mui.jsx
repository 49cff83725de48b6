import React, { useState, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import MenuItem from '@mui/material/MenuItem';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Radio from '@mui/material/Radio';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { expose, ready } from './lib/common.js';

const plans = [
  ['basic', 'Basic'], ['pro', 'Pro'], ['team', 'Team'],
];
const shipping = [
  ['std', 'Standard 5 days · $4.00'], ['exp', 'Express 2 days · $9.00'], ['pickup', 'Pickup (free)'],
];
const films = ['Alien', 'Amadeus', 'Casablanca', 'Vertigo', 'Chinatown', 'Psycho'];

function Keep(key, init, read = (v) => v) {
  const [v, set] = useState(init);
  expose(key, () => read(v));
  return [v, set];
}

function Section({ id, title, children }) {
  return <section aria-labelledby={id} style={{ margin: '16px 0', display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 420 }}><h2 id={id}>{title}</h2>{children}</section>;
}

function App() {
  const [plan, setPlan] = Keep('plan', '');
  const [ship, setShip] = Keep('shipping', '');
  const [colors, setColors] = Keep('colors', []);
  const [film, setFilm] = Keep('film', null);
  const [films2, setFilms2] = Keep('films', []);
  const [terms, setTerms] = Keep('terms', false);
  const [size, setSize] = Keep('size', '');
  const [alerts, setAlerts] = Keep('alerts', false);
  const [name, setName] = Keep('name', '');
  const [start, setStart] = Keep('start', null, (v) => (v && v.isValid() ? v.format('YYYY-MM-DD') : null));
  const [bplan, setBPlan] = Keep('billingPlan', '');
  useEffect(ready, []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <form onSubmit={(e) => e.preventDefault()} style={{ padding: 16 }}>
        <Section id="h-acc" title="Account">
          <TextField id="full-name" label="Full name" required helperText="As on your passport" value={name} onChange={(e) => setName(e.target.value)} />
          <FormControl fullWidth required>
            <InputLabel id="plan-label">Plan</InputLabel>
            <Select labelId="plan-label" id="plan" value={plan} label="Plan" onChange={(e) => setPlan(e.target.value)}>
              {plans.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="ship-label">Delivery</InputLabel>
            <Select labelId="ship-label" id="delivery" value={ship} label="Delivery" onChange={(e) => setShip(e.target.value)}>
              {shipping.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="colors-label">Colors</InputLabel>
            <Select labelId="colors-label" id="colors" multiple value={colors} label="Colors" onChange={(e) => setColors(e.target.value)}>
              {['Red', 'Green', 'Blue', 'Black'].map((c) => <MenuItem key={c} value={c.toLowerCase()}>{c}</MenuItem>)}
            </Select>
          </FormControl>
          <FormControl fullWidth disabled>
            <InputLabel id="tier-label">Tier (locked)</InputLabel>
            <Select labelId="tier-label" id="tier" value="basic" label="Tier (locked)">
              {plans.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
            </Select>
          </FormControl>
          <Autocomplete options={films} value={film} onChange={(e, v) => setFilm(v)} renderInput={(p) => <TextField {...p} label="Favourite film" />} />
          <Autocomplete multiple options={films} value={films2} onChange={(e, v) => setFilms2(v)} renderInput={(p) => <TextField {...p} label="Films seen" />} />
          <DatePicker label="Start date" value={start} onChange={setStart} />
          <FormControlLabel control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />} label="I accept the terms" />
          <FormControlLabel disabled control={<Checkbox checked />} label="Newsletter (locked)" />
          <FormControl>
            <FormLabel id="size-label">T-shirt size</FormLabel>
            <RadioGroup aria-labelledby="size-label" value={size} onChange={(e) => setSize(e.target.value)}>
              <FormControlLabel value="s" control={<Radio />} label="Small" />
              <FormControlLabel value="m" control={<Radio />} label="Medium" />
              <FormControlLabel value="l" control={<Radio />} label="Large" />
            </RadioGroup>
          </FormControl>
          <FormControlLabel control={<Switch checked={alerts} onChange={(e) => setAlerts(e.target.checked)} />} label="Email alerts" />
          <FormControlLabel disabled control={<Switch />} label="SMS alerts (locked)" />
        </Section>
        <Section id="h-bill" title="Billing">
          <FormControl fullWidth required>
            <InputLabel id="bplan-label">Plan</InputLabel>
            <Select labelId="bplan-label" id="billing-plan" value={bplan} label="Plan" onChange={(e) => setBPlan(e.target.value)}>
              {plans.map(([v, l]) => <MenuItem key={v} value={v}>{l}</MenuItem>)}
            </Select>
          </FormControl>
        </Section>
      </form>
    </LocalizationProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
