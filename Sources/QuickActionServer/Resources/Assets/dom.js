// Small DOM helpers: creating elements (attributes, text, styles and listeners in one call) and chips.

/** Creates an element: `attrs` are attributes (plus `class`, `text`, `style` object and `on` listeners). */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') node.className = value;
    else if (name === 'text') node.textContent = value;
    else if (name === 'style') setStyles(node, value);
    else if (name === 'on') for (const [type, listener] of Object.entries(value)) node.addEventListener(type, listener);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** Sets inline styles, custom properties (`--name`) included. */
function setStyles(node, styles) {
  for (const [property, value] of Object.entries(styles)) {
    if (property.startsWith('--')) node.style.setProperty(property, value);
    else node.style[property] = value;
  }
}

/** A small rounded label, as used in the callbacks panel and Siri results. */
export function chip(text, className = '') {
  return el('span', { class: `chip ${className}`.trim(), text });
}
