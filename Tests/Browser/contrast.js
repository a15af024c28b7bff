// Text whose colour is too close to what is behind it (WCAG 1.4.3: 4.5:1, 3:1 for large text),
// for test_layout.py. Text over a picture is not judged here.
function parse(c) { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null; const p = m[1].split(',').map(s => parseFloat(s)); return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; }
function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); }
function blend(top, bottom) { const a = top.a; return {r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1}; }
function background(el) {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.backgroundImage !== 'none') return null;   // text over a picture: not judged here
    const c = parse(s.backgroundColor);
    if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
  }
  let result = {r: 255, g: 255, b: 255, a: 1};
  if (layers.length && layers[layers.length - 1].a >= 1) result = layers.pop();
  while (layers.length) result = blend(layers.pop(), result);
  return result;
}
const bad = [];
const seen = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  if (!node.textContent.trim()) continue;
  const el = node.parentElement;
  if (seen.has(el)) continue; seen.add(el);
  const s = getComputedStyle(el);
  if (s.visibility === 'hidden' || s.display === 'none' || el.closest('[aria-hidden=true], .visually-hidden, option, script, style')) continue;
  const r = el.getBoundingClientRect(); if (r.width === 0 || r.height === 0) continue;
  const fg = parse(s.color); const bg = background(el); if (!fg || !bg) continue;
  const f = blend(fg, bg);
  const L1 = lum(f), L2 = lum(bg); const ratio = (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
  const size = parseFloat(s.fontSize), bold = parseInt(s.fontWeight) >= 700;
  const large = size >= 24 || (bold && size >= 18.66);
  if (ratio < (large ? 3 : 4.5)) bad.push(`${el.tagName.toLowerCase()}.${el.className} "${node.textContent.trim().slice(0, 30)}" ${ratio.toFixed(2)} (${s.color} on rgb(${Math.round(bg.r)},${Math.round(bg.g)},${Math.round(bg.b)}))`);
}
return bad;
