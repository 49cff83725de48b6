import React, { useState, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import * as Select from '@radix-ui/react-select';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Switch from '@radix-ui/react-switch';
import { expose, ready } from './lib/common.js';

function Keep(key, init) {
  const [v, set] = useState(init);
  expose(key, () => v);
  return [v, set];
}

const fruits = [['apple', 'Apple'], ['banana', 'Banana'], ['cherry', 'Cherry'], ['grape', 'Grape']];

function Pick({ id, value, onChange, disabled, name }) {
  return (
    <Select.Root value={value} onValueChange={onChange} disabled={disabled} name={name}>
      <Select.Trigger id={id} className="trigger">
        <Select.Value placeholder="Pick one…" />
        <Select.Icon className="icon">▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="content" position="popper" sideOffset={4}>
          <Select.Viewport>
            {fruits.map(([v, l]) => (
              <Select.Item key={v} value={v} className="item">
                <Select.ItemText>{l}</Select.ItemText>
                <Select.ItemIndicator className="check">✓</Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

function Box({ id, label, checked, onChange, disabled }) {
  return (
    <div className="row">
      <Checkbox.Root id={id} className="box" checked={checked} onCheckedChange={onChange} disabled={disabled}>
        <Checkbox.Indicator>✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function Toggle({ id, label, checked, onChange, disabled }) {
  return (
    <div className="row">
      <label htmlFor={id}>{label}</label>
      <Switch.Root id={id} className="switch" checked={checked} onCheckedChange={onChange} disabled={disabled}>
        <Switch.Thumb className="thumb" />
      </Switch.Root>
    </div>
  );
}

function App() {
  const [fruit, setFruit] = Keep('fruit', '');
  const [bfruit, setBFruit] = Keep('billingFruit', '');
  const [terms, setTerms] = Keep('terms', false);
  const [size, setSize] = Keep('size', '');
  const [dark, setDark] = Keep('dark', false);
  useEffect(ready, []);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <section aria-labelledby="h-a">
        <h2 id="h-a">Order</h2>
        <div className="row"><label htmlFor="fruit">Fruit *</label><Pick id="fruit" name="fruit" value={fruit} onChange={setFruit} /></div>
        <div className="row"><label htmlFor="locked">Fruit (locked)</label><Pick id="locked" value="apple" disabled /></div>
        <Box id="terms" label="Accept terms" checked={terms} onChange={(v) => setTerms(v === true)} />
        <Box id="promo" label="Promotions (locked)" checked disabled />
        <div className="question">
          <div className="question-text" id="size-q">Size *</div>
          <RadioGroup.Root aria-labelledby="size-q" value={size} onValueChange={setSize} className="radios">
            {[['s', 'Small'], ['m', 'Medium'], ['l', 'Large']].map(([v, l]) => (
              <div className="row" key={v}>
                <RadioGroup.Item value={v} id={'size-' + v} className="radio"><RadioGroup.Indicator className="dot" /></RadioGroup.Item>
                <label htmlFor={'size-' + v}>{l}</label>
              </div>
            ))}
          </RadioGroup.Root>
        </div>
        <Toggle id="dark" label="Dark mode" checked={dark} onChange={setDark} />
        <Toggle id="beta" label="Beta features (locked)" checked={false} disabled />
      </section>
      <section aria-labelledby="h-b">
        <h2 id="h-b">Gift</h2>
        <div className="row"><label htmlFor="gift-fruit">Fruit *</label><Pick id="gift-fruit" value={bfruit} onChange={setBFruit} /></div>
      </section>
    </form>
  );
}

createRoot(document.getElementById('root')).render(<App />);
