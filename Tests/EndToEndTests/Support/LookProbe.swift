/// Scripts that measure what the page looks like in Chromium: colours as the browser resolved
/// them, contrast ratios as WCAG defines them, and the focus ring against what is behind it.
enum LookProbe {
  /// Functions the other scripts use: `rgba(css)` resolves any CSS colour to [r, g, b, a]
  /// (0–255, alpha 0–1) through a canvas; `behind(element)` is the opaque colour behind an
  /// element (its ancestors' backgrounds composited); `contrast(a, b)` is the WCAG ratio.
  static let functions = """
    const canvas = document.createElement('canvas'); canvas.width = 1; canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (css) => {
      ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = 'rgba(0, 0, 0, 0)'; ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1); const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0], d[1], d[2], d[3] / 255];
    };
    const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
    const behind = (element) => {
      const layers = [];
      for (let e = element.parentElement; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] >= 1) break;
      }
      const dark = matchMedia('(prefers-color-scheme: dark)').matches;
      let colour = dark ? [0, 0, 0, 1] : [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const luminance = (c) => {
      const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const describe = (e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '') + ' "' + (e.innerText || e.getAttribute('aria-label') || '').trim().slice(0, 30) + '"';
    """

  /// The focused element's ring, as a line saying what falls short, or `null` when it is
  /// visible: an outline at least 2 px wide, and either the ring or the halo (its first
  /// box-shadow, which must itself keep 3:1 against the ring) keeping 3:1 against what is
  /// behind the element.
  static let focusRingShortfall =
    functions + """
      const e = document.activeElement;
      if (!e || e === document.body) return null;
      if (!e.matches(':focus-visible')) return 'no :focus-visible on ' + describe(e);
      const style = getComputedStyle(e);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width < 2) return 'no ring (' + style.outlineStyle + ' ' + style.outlineWidth + ') on ' + describe(e);
      const back = behind(e);
      const ring = over(rgba(style.outlineColor), back);
      let best = contrast(ring, back);
      const shadow = style.boxShadow.match(/^(rgba?\\([^)]*\\)|color\\([^)]*\\)|#[0-9a-f]+)/i);
      if (shadow) {
        const halo = over(rgba(shadow[1]), back);
        if (contrast(halo, ring) >= 3) best = Math.max(best, contrast(halo, back));
      }
      if (best >= 3) return null;
      return describe(e) + ': ring ' + style.outlineColor + ' ' + best.toFixed(2) + ':1 on rgb(' + back.slice(0, 3).join(', ') + ')';
      """

  /// The colour of the page's `--accent`, of its text, and of the button `arguments[0]` (by
  /// its text), as [r, g, b, a] arrays.
  static let buttonColours =
    functions + """
      const probe = document.createElement('span'); probe.style.color = 'var(--accent)';
      document.body.appendChild(probe); const accent = rgba(getComputedStyle(probe).color); probe.remove();
      const button = [...document.querySelectorAll('.button')].find(b => b.innerText.trim() === arguments[0]);
      if (!button) return null;
      return { accent, text: rgba(getComputedStyle(document.body).color), button: rgba(getComputedStyle(button).color) };
      """
}
