import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FileTypeValidator, ParseFilePipe } from '@nestjs/common';
import semver from 'semver';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

describe('the Node version package.json promises', () => {
  const promised = semver.minVersion(readJson('package.json').engines.node);

  it('is supported by every locked package (npm install warns EBADENGINE otherwise)', () => {
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: unknown }>;
    };
    const unsupported = Object.entries(lock.packages).flatMap(([name, entry]) => {
      // A few old packages list engines as an array; npm checks only the { node } form.
      const needs = (entry.engines as { node?: unknown } | undefined)?.node;
      if (typeof needs !== 'string' || semver.satisfies(promised ?? '', needs)) return [];
      return [`${name}@${entry.version} needs node ${needs}`];
    });
    expect(unsupported).toEqual([]);
  });

  it("runs @nestjs/common's file-type check (FileTypeValidator reads magic numbers through file-type)", async () => {
    const pipe = new ParseFilePipe({ validators: [new FileTypeValidator({ fileType: 'image/png' })] });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
    const upload = (buffer: Buffer) => ({ mimetype: 'image/png', buffer, size: buffer.length });

    await expect(pipe.transform(upload(png))).resolves.toMatchObject({ mimetype: 'image/png' });
    // The declared mimetype says PNG; only the content, read by file-type, shows it is a JPEG.
    await expect(pipe.transform(upload(jpeg))).rejects.toThrow('current file type is image/jpeg');
  });
});
