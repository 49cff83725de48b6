// The Playwright peer of surefill's bench: fills the bench pages the way
// people write it (getByLabel(...).fill / .check / .selectOption, no read
// back), then again reading each value back (inputValue / isChecked), takes
// page.ariaSnapshot() of form500, and fills one field of big20k.
// Launch and navigation are outside every timing. Prints one JSON document.
//
//   node bench.mjs --base http://127.0.0.1:PORT [--chrome /usr/bin/chromium]
//                  [--scenarios form60,form500.list,form500.fill,big20k]
import { chromium } from 'playwright-core';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith('--') ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const base = args.base;
const chrome = args.chrome || process.env.SUREFILL_CHROME || '/usr/bin/chromium';
const scenarios = new Set((args.scenarios || 'form60,form500.list,big20k').split(','));
const timeout = 60000; // per call: generous, the machine may be busy

const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// The browser features every peer's browser turns off (DisabledFeatures in
// ../internal/peer), merged into the launcher's own --disable-features: the
// browser reads only the last such switch, and a second one would undo the
// launcher's list. That list is read from the installed playwright-core
// (pinned by package-lock.json); the peer stops when it cannot find it.
const disabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
function featureSwitches() {
  const src = readFileSync(new URL('./node_modules/playwright-core/lib/coreBundle.js', import.meta.url), 'utf8');
  const m = src.match(/disabledFeatures = (\[[^\]]*\])\.filter\(Boolean\)/);
  if (!m) throw new Error("playwright-core's own --disable-features list not found");
  const own = JSON.parse(m[1].replace(/\/\/.*$/gm, '').replace(/,\s*\]$/, ']')).filter(Boolean);
  const launcher = '--disable-features=' + own.join(',');
  return { launcher, merged: launcher + ',' + disabledFeatures.join(',') };
}

// locate finds a plan field the idiomatic way for its kind of label.
function locate(page, f) {
  switch (f.how) {
    case 'label':
    case 'aria':
      return page.getByLabel(f.label, { exact: true });
    case 'question':
      return page.locator('div.question').filter({ hasText: f.label }).getByRole('textbox');
    case 'group':
      return page.getByRole('group', { name: f.label, exact: true }).getByLabel(f.value, { exact: true });
  }
  throw new Error(`unknown how ${f.how}`);
}

async function act(page, f, readBack) {
  const loc = locate(page, f);
  switch (f.kind) {
    case 'text':
      await loc.fill(f.value, { timeout });
      if (readBack && (await loc.inputValue({ timeout })) !== f.value) throw new Error(`read back ${f.label}`);
      return;
    case 'select':
      await loc.selectOption(f.value, { timeout });
      if (readBack && (await loc.inputValue({ timeout })) !== f.optionValue) throw new Error(`read back ${f.label}`);
      return;
    case 'checkbox':
    case 'radio':
      await loc.check({ timeout });
      if (readBack && !(await loc.isChecked({ timeout }))) throw new Error(`read back ${f.label}`);
      return;
  }
  throw new Error(`unknown kind ${f.kind}`);
}

async function fillAll(page, url, fields, scenario, variant, readBack) {
  await page.goto(url);
  const r = { scenario, variant, ms: 0, n: fields.length, fieldMs: [], errors: [] };
  const t0 = performance.now();
  for (const f of fields) {
    const t = performance.now();
    try {
      await act(page, f, readBack);
    } catch (e) {
      r.errors.push(`${f.label}: ${String(e.message || e).split('\n')[0]}`);
    }
    r.fieldMs.push(performance.now() - t);
  }
  r.ms = performance.now() - t0;
  r.state = await page.evaluate(() => window.__benchState());
  return r;
}

async function plan(name) {
  const res = await fetch(`${base}/pages/${name}.plan.json`);
  if (!res.ok) throw new Error(`plan ${name}: ${res.status}`);
  return res.json();
}

const out = { peer: 'playwright', results: [] };
let browser;
try {
  const sw = featureSwitches();
  browser = await chromium.launch({ executablePath: chrome, headless: true, args: [...flags, sw.merged], ignoreDefaultArgs: [sw.launcher] });
  const page = await (await browser.newContext()).newPage();
  // The evidence the switch took: with a page open, the browser built none
  // of those pages.
  const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
  const ui = targetInfos.filter((t) => t.type === 'browser_ui');
  if (ui.length) throw new Error('the browser built ' + ui.map((t) => t.url).join(', '));

  if (scenarios.has('form60')) {
    const p = await plan('form60');
    const url = `${base}/pages/${p.page}`;
    out.results.push(await fillAll(page, url, p.fields, 'form60.fill', 'playwright', false));
    out.results.push(await fillAll(page, url, p.fields, 'form60.fill', 'playwright+readback', true));
  }
  if (scenarios.has('form500.list') || scenarios.has('form500.fill')) {
    const p = await plan('form500');
    const url = `${base}/pages/${p.page}`;
    if (scenarios.has('form500.list')) {
      await page.goto(url);
      const t = performance.now();
      const snap = await page.ariaSnapshot();
      const ms = performance.now() - t;
      const controls = snap.split('\n').filter((l) => /^\s*- (textbox|checkbox|combobox)/.test(l)).length;
      out.results.push({ scenario: 'form500.list', variant: 'playwright ariaSnapshot', ms, n: controls, note: `${controls} controls in ${snap.length} chars of YAML` });
    }
    if (scenarios.has('form500.fill')) {
      out.results.push(await fillAll(page, url, p.fields, 'form500.fill', 'playwright', false));
      out.results.push(await fillAll(page, url, p.fields, 'form500.fill', 'playwright+readback', true));
    }
  }
  if (scenarios.has('big20k')) {
    const p = await plan('big20k');
    out.results.push(await fillAll(page, `${base}/pages/${p.page}`, [p.one], 'big20k.fill', 'playwright', false));
  }
} catch (e) {
  out.error = String(e.stack || e);
} finally {
  if (browser) await browser.close();
}
process.stdout.write(JSON.stringify(out) + '\n');
