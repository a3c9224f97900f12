import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPILE_HINT, prepareEdgeStatic } from '@/scripts/edge-static.mjs';

let work: string;
let build: string;
let edge: string;

/** Writes a file of the fake build. */
function built(name: string, bytes: string | Buffer) {
  const file = path.join(build, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

const sent = (name: string) => readFileSync(path.join(edge, name));

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'edge-static-'));
  build = path.join(work, 'build');
  edge = path.join(work, 'edge');
  // Large enough to compress: a script and a stylesheet that repeat themselves.
  built('chunks/app.js', 'export const shelf = "yam, cassava, rice";\n'.repeat(200));
  built('chunks/app.css', '.shelf { color: green; }\n'.repeat(200));
  built('chunks/tiny.js', 'x();');
  built('media/font.woff2', Buffer.alloc(4096, 7));
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('prepareEdgeStatic', () => {
  it('puts the compile hint before every script and nothing before other files', async () => {
    expect(await prepareEdgeStatic({ from: build, to: edge, buildId: 'one' })).toBe(4);
    const script = readFileSync(path.join(build, 'chunks/app.js'));
    expect(sent('chunks/app.js').equals(Buffer.concat([Buffer.from(COMPILE_HINT), script]))).toBe(
      true,
    );
    expect(sent('chunks/tiny.js').toString()).toBe(`${COMPILE_HINT}x();`);
    expect(sent('chunks/app.css').equals(readFileSync(path.join(build, 'chunks/app.css')))).toBe(
      true,
    );
    expect(sent('media/font.woff2').equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('writes brotli and gzip forms that decode to the file as sent, for compressible files only', async () => {
    await prepareEdgeStatic({ from: build, to: edge, buildId: 'one' });
    for (const name of ['chunks/app.js', 'chunks/app.css']) {
      const plain = sent(name);
      expect(sent(`${name}.br`).length).toBeLessThan(plain.length / 4);
      expect(brotliDecompressSync(sent(`${name}.br`)).equals(plain)).toBe(true);
      expect(gunzipSync(sent(`${name}.gz`)).equals(plain)).toBe(true);
    }
    // Too small to be worth it, and a font is compressed already.
    for (const name of ['chunks/tiny.js', 'media/font.woff2']) {
      expect(existsSync(path.join(edge, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(edge, `${name}.gz`))).toBe(false);
    }
  });

  it('does nothing again for the same build', async () => {
    await prepareEdgeStatic({ from: build, to: edge, buildId: 'one' });
    rmSync(path.join(edge, 'chunks/app.css'));
    expect(await prepareEdgeStatic({ from: build, to: edge, buildId: 'one' })).toBe(0);
    expect(existsSync(path.join(edge, 'chunks/app.css'))).toBe(false);
  });

  it("keeps only the build's files for the cluster, and older builds' files for a deploy", async () => {
    await prepareEdgeStatic({ from: build, to: edge, buildId: 'one' });
    rmSync(path.join(build, 'chunks/app.js'));
    built('chunks/next.js', 'export const basket = "tomatoes";\n'.repeat(100));

    await prepareEdgeStatic({ from: build, to: edge, buildId: 'two', keepOld: true });
    expect(existsSync(path.join(edge, 'chunks/app.js.br'))).toBe(true);
    expect(existsSync(path.join(edge, 'chunks/next.js.br'))).toBe(true);

    await prepareEdgeStatic({ from: build, to: edge, buildId: 'three' });
    for (const suffix of ['', '.br', '.gz'])
      expect(existsSync(path.join(edge, `chunks/app.js${suffix}`))).toBe(false);
    expect(existsSync(path.join(edge, 'chunks/next.js'))).toBe(true);
    expect(existsSync(path.join(edge, 'chunks/app.css.gz'))).toBe(true);
  });
});
