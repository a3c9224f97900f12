import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPILE_HINT, prepareEdgeStatic } from '@/scripts/edge-static.mjs';

let work: string;
let build: string;
let edge: string;

/** Writes a file of the fake build's static folder. */
function built(name: string, bytes: string | Buffer) {
  const file = path.join(build, 'static', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/** Gives the fake build an id, as `next build` writes BUILD_ID. */
function builtAs(id: string) {
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'BUILD_ID'), id);
}

const sent = (name: string) => readFileSync(path.join(edge, name));

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'edge-static-'));
  build = path.join(work, 'build');
  edge = path.join(work, 'edge');
  builtAs('one');
  // Large enough to compress: a script and a stylesheet that repeat themselves.
  built('chunks/app.js', 'export const shelf = "yam, cassava, rice";\n'.repeat(200));
  built('chunks/app.css', '.shelf { color: green; }\n'.repeat(200));
  built('chunks/tiny.js', 'x();');
  built('media/font.woff2', Buffer.alloc(4096, 7));
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('prepareEdgeStatic', () => {
  it('puts the compile hint before every script and nothing before other files', async () => {
    expect(await prepareEdgeStatic({ build, to: edge })).toBe(4);
    const script = readFileSync(path.join(build, 'static/chunks/app.js'));
    expect(sent('chunks/app.js').equals(Buffer.concat([Buffer.from(COMPILE_HINT), script]))).toBe(
      true,
    );
    expect(sent('chunks/tiny.js').toString()).toBe(`${COMPILE_HINT}x();`);
    expect(
      sent('chunks/app.css').equals(readFileSync(path.join(build, 'static/chunks/app.css'))),
    ).toBe(true);
    expect(sent('media/font.woff2').equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('writes brotli and gzip forms that decode to the file as sent, for compressible files only', async () => {
    await prepareEdgeStatic({ build, to: edge });
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
    await prepareEdgeStatic({ build, to: edge });
    rmSync(path.join(edge, 'chunks/app.css'));
    expect(await prepareEdgeStatic({ build, to: edge })).toBe(0);
    expect(existsSync(path.join(edge, 'chunks/app.css'))).toBe(false);
  });

  it("keeps only the build's files for the cluster, and older builds' files for a deploy", async () => {
    await prepareEdgeStatic({ build, to: edge });
    rmSync(path.join(build, 'static/chunks/app.js'));
    built('chunks/next.js', 'export const basket = "tomatoes";\n'.repeat(100));

    builtAs('two');
    await prepareEdgeStatic({ build, to: edge, keepOld: true });
    expect(existsSync(path.join(edge, 'chunks/app.js.br'))).toBe(true);
    expect(existsSync(path.join(edge, 'chunks/next.js.br'))).toBe(true);

    builtAs('three');
    await prepareEdgeStatic({ build, to: edge });
    for (const suffix of ['', '.br', '.gz'])
      expect(existsSync(path.join(edge, `chunks/app.js${suffix}`))).toBe(false);
    expect(existsSync(path.join(edge, 'chunks/next.js'))).toBe(true);
    expect(existsSync(path.join(edge, 'chunks/app.css.gz'))).toBe(true);
  });
});
