// A small XML reader for WordprocessingML (no DOMParser in a worker): elements with their attributes and children,
// text with the five entities and numeric references decoded. Enough for document.xml, styles.xml, numbering.xml.
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: (XmlNode | string)[];
}

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()]!,
  );

export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#root', attrs: {}, children: [] };
  const stack: XmlNode[] = [root];
  const re = /<(\/?)([^\s/>!?]+)([^>]*?)(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>|<[!?][^>]*>|([^<]+)/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const top = stack[stack.length - 1]!;
    if (m[6] !== undefined) top.children.push(decode(m[6]));
    else if (m[5] !== undefined) top.children.push(m[5]);
    else if (m[2]) {
      if (m[1]) {
        if (stack.length > 1) stack.pop();
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const a of (m[3] ?? '').matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
        attrs[a[1]!] = decode(a[3] ?? a[4] ?? '');
      const node: XmlNode = { name: m[2], attrs, children: [] };
      top.children.push(node);
      if (!m[4]) stack.push(node);
    }
  }
  return root;
}

export const kids = (n: XmlNode, name?: string): XmlNode[] =>
  n.children.filter((c): c is XmlNode => typeof c !== 'string' && (!name || c.name === name));
export const kid = (n: XmlNode | undefined, name: string): XmlNode | undefined => (n ? kids(n, name)[0] : undefined);
export const attr = (n: XmlNode | undefined, name: string) => n?.attrs[name];
