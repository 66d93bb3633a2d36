// Connected components of an ink mask (8-connectivity), the raw material of the layout analysis:
// characters, rules, dots, borders and barcode bars each come out as separate blobs.

/** One 8-connected blob of ink pixels: bounding box (inclusive) and pixel count. */
export interface Component {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  area: number;
}

/** Width and height of a component's bounding box in pixels. */
export const boxWidth = (c: Component): number => c.maxX - c.minX + 1;
export const boxHeight = (c: Component): number => c.maxY - c.minY + 1;

function find(parent: Int32Array, a: number): number {
  let r = a;
  while (parent[r] !== r) r = parent[r];
  while (parent[a] !== r) {
    const next = parent[a];
    parent[a] = r;
    a = next;
  }
  return r;
}

/** Merge the sets of a and b (a < 0: just b's root); returns the surviving root. */
function union(parent: Int32Array, a: number, b: number): number {
  const rb = find(parent, b);
  if (a < 0) return rb;
  const ra = find(parent, a);
  if (ra === rb) return ra;
  if (ra < rb) {
    parent[rb] = ra;
    return ra;
  }
  parent[ra] = rb;
  return rb;
}

/**
 * Label the 8-connected components of `mask` (1 = ink, width × height, row-major), classic
 * two-pass union-find. Output: `labels` (per pixel: index into `components`, or −1 for
 * background) and `components` in raster order of their first pixel. Time O(pixels).
 */
export function labelComponents(mask: Uint8Array, width: number, height: number): { labels: Int32Array; components: Component[] } {
  const labels = new Int32Array(width * height).fill(-1);
  let parent = new Int32Array(1024);
  let count = 0;
  for (let y = 0; y < height; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[o + x] === 0) continue;
      let label = -1;
      if (x > 0 && labels[o + x - 1] >= 0) label = union(parent, label, labels[o + x - 1]);
      if (y > 0) {
        const up = o - width + x;
        if (x > 0 && labels[up - 1] >= 0) label = union(parent, label, labels[up - 1]);
        if (labels[up] >= 0) label = union(parent, label, labels[up]);
        if (x + 1 < width && labels[up + 1] >= 0) label = union(parent, label, labels[up + 1]);
      }
      if (label < 0) {
        if (count === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        label = count;
        parent[count] = count;
        count++;
      }
      labels[o + x] = label;
    }
  }

  const index = new Int32Array(count).fill(-1);
  const components: Component[] = [];
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const raw = labels[p];
      if (raw < 0) continue;
      const root = find(parent, raw);
      let c = index[root];
      if (c < 0) {
        c = components.length;
        index[root] = c;
        components.push({ minX: x, minY: y, maxX: x, maxY: y, area: 0 });
      }
      const comp = components[c];
      if (x < comp.minX) comp.minX = x;
      if (x > comp.maxX) comp.maxX = x;
      comp.maxY = y;
      comp.area++;
      labels[p] = c;
    }
  }
  return { labels, components };
}
