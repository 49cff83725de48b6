import React, { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { expose, ready } from './lib/common.js';

function App() {
  const { register, getValues, formState: { errors } } = useForm({
    mode: 'onBlur',
    defaultValues: { email: '', role: '', remote: false, contact: '', about: '', bemail: '', locked: 'fixed@example.com' },
  });
  for (const k of ['email', 'role', 'remote', 'contact', 'about', 'bemail', 'locked']) expose(k, () => getValues(k));
  expose('errors', () => Object.keys(errors).sort());
  useEffect(ready, []);
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <section aria-labelledby="h-a">
        <h2 id="h-a">Applicant</h2>
        <div className="field">
          <label htmlFor="email">Email *</label>
          <input id="email" type="email" aria-invalid={errors.email ? 'true' : 'false'}
            {...register('email', { required: 'Email is required', pattern: { value: /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, message: 'Enter a valid email' } })} />
          {errors.email && <p role="alert" className="error">{errors.email.message}</p>}
        </div>
        <div className="field">
          <label htmlFor="role">Role *</label>
          <select id="role" {...register('role', { required: 'Pick a role' })}>
            <option value="">Select…</option>
            <option value="dev">Developer</option>
            <option value="design">Designer</option>
            <option value="pm">Product manager</option>
          </select>
        </div>
        <div className="field">
          <label><input type="checkbox" {...register('remote')} /> Open to remote work</label>
        </div>
        <fieldset>
          <legend>Preferred contact *</legend>
          {[['phone', 'Phone'], ['mail', 'E-mail'], ['post', 'Post']].map(([v, l]) => (
            <label key={v}><input type="radio" value={v} {...register('contact', { required: true })} /> {l}</label>
          ))}
        </fieldset>
        <div className="field">
          <div className="label">Tell us about yourself</div>
          <textarea aria-label="Tell us about yourself" {...register('about', { maxLength: 200 })} />
        </div>
        <div className="field">
          <label htmlFor="locked">Account email (locked)</label>
          <input id="locked" disabled {...register('locked')} />
        </div>
      </section>
      <section aria-labelledby="h-b">
        <h2 id="h-b">Referee</h2>
        <div className="field">
          <label htmlFor="bemail">Email *</label>
          <input id="bemail" type="email" {...register('bemail', { required: true })} />
        </div>
      </section>
    </form>
  );
}

createRoot(document.getElementById('root')).render(<App />);
