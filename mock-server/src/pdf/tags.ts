/** Tagged PDF: structure nodes become pdfkit structure elements; text is marked content, the rest artifacts. */
import type { Pdf, StructNode, Tagger } from './model.ts';

type Elem = ReturnType<Pdf['struct']>;

export class DocTagger implements Tagger {
  private readonly elems = new Map<StructNode, Elem>();
  private readonly rootElem: Elem;
  private readonly pdf: Pdf;
  private readonly root: StructNode;

  /** `lang`: the structure tree's language (BCP 47), as the catalogue's /Lang. */
  constructor(pdf: Pdf, root: StructNode, lang: string) {
    this.pdf = pdf;
    this.root = root;
    this.rootElem = pdf.struct(root.role, { lang });
    pdf.addStructure(this.rootElem);
    this.elems.set(root, this.rootElem);
  }

  /** The element of a node, created (with its ancestors) on first use: children keep the order of first use. */
  ensure(node: StructNode): Elem {
    let e = this.elems.get(node);
    if (e) return e;
    const parent = this.ensure(node.parent ?? this.root);
    e = this.pdf.struct(node.role, node.alt ? { alt: node.alt } : {});
    parent.add(e);
    this.elems.set(node, e);
    return e;
  }

  text(node: StructNode, draw: () => void): void {
    const e = this.ensure(node);
    const content = this.pdf.markStructureContent(node.role);
    draw();
    this.pdf.endMarkedContent();
    e.add(content);
  }

  art(draw: () => void): void {
    this.pdf.markContent('Artifact', { type: 'Layout' });
    draw();
    this.pdf.endMarkedContent();
  }

  /** Pagination artifacts (page numbers, running headers). */
  pagination(draw: () => void): void {
    this.pdf.markContent('Artifact', { type: 'Pagination' });
    draw();
    this.pdf.endMarkedContent();
  }

  link(node: StructNode, x: number, y: number, w: number, h: number, url: string): void {
    const link = this.pdf.struct('Link');
    this.ensure(node).add(link);
    this.pdf.link(x, y, w, h, url, { structParent: link } as PDFKit.Mixins.AnnotationOption);
    link.end();
  }

  /** Ends every element (flushes the structure tree); call before pdf.end(). */
  end(): void {
    this.rootElem.end();
  }
}
