// The docs page's search: filters the calls as one types (the form still asks the server with ?q= without
// script). Words must all appear in a call's path, name, summary, area or codes.
(() => {
  const input = document.getElementById('docs-q');
  const count = document.getElementById('docs-count');
  if (!input || !count) return;
  const sections = [...document.querySelectorAll('section.endpoint[data-search]')];
  const areas = [...document.querySelectorAll('section.area[data-area]')];
  const tocItems = [...document.querySelectorAll('.docs-toc li[data-area]')];
  const initial = count.textContent;

  const apply = () => {
    const words = input.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const section of sections) {
      const text = section.dataset.search ?? '';
      const match = words.every((word) => text.includes(word));
      section.hidden = !match;
      if (match) shown += 1;
    }
    const visibleAreas = new Set();
    for (const area of areas) {
      const any = area.querySelector('section.endpoint:not([hidden])') !== null;
      area.hidden = !any;
      if (any) visibleAreas.add(area.dataset.area);
    }
    for (const item of tocItems) {
      const area = areas.find((a) => a.dataset.area === item.dataset.area);
      const counter = item.querySelector('.count');
      if (counter && area) {
        counter.textContent = String(area.querySelectorAll('section.endpoint:not([hidden])').length);
      }
      item.hidden = !visibleAreas.has(item.dataset.area);
    }
    // The shared reference stays out of the way while searching.
    for (const id of ['every-call', 'toc-every-call']) {
      const element = document.getElementById(id);
      if (element) element.hidden = words.length > 0;
    }
    count.textContent = words.length
      ? `${shown} match${shown === 1 ? '' : 'es'} for “${input.value.trim()}”`
      : initial;
  };

  input.addEventListener('input', apply);
  // Enter filters in place; the form's GET remains for pages opened without script.
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
})();
