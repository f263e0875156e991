import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

// antd-mobile 5 renders its imperative Toast.show and Dialog.show/alert/confirm with React 18's legacy
// `render`, which React 19 no longer has: without this adapter they render nothing and no error appears.
// This is the kit's documented fix for React 19 ("v5 for 19"): a root per container. It is set here, where
// the imperative kit is exported, so it loads with the first popup and not before the first paint; lint
// keeps every other import of Dialog and Toast away from antd-mobile (decision 0030).
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmounting inside the popup's own render would warn: let that render finish first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    if (roots.get(container) === root) roots.delete(container);
  };
});

export { Dialog, Toast };
