// Avatars, through the real HTTP server: a PNG, JPEG or WebP becomes a 256 × 256 WebP cropped to a square,
// served from /avatars/<login>.webp under a versioned URL that may be cached for good; anything that is not such
// a picture (whatever its name and declared type), or is too large, is a field error that writes nothing;
// removing the picture brings back the generated avatar.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, setAvatar } from '../../src/server/domain/avatars.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';
import type { TestFile } from './multipart.ts';

const SELECT = 'viewer { avatarUrl hasUploadedAvatar }';

async function picture(format: 'png' | 'jpeg' | 'webp', width = 300, height = 200): Promise<Uint8Array> {
  // Left half red, right half blue: the centred square crop keeps both.
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: '#cc0000' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#0000cc' } }).composite([{ input: left, left: 0, top: 0 }]);
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/**
 * The PNG grown to exactly `size` bytes by a private ancillary chunk before its IEND (`trIa`: decoders skip a chunk
 * they do not know whose type starts in lower case), so that it is still a valid picture.
 */
function pngOfSize(png: Uint8Array, size: number): Uint8Array {
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  assert.ok(padding >= 0, 'the picture is smaller than the size asked');
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('trIa', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  const grown = Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
  assert.equal(grown.length, size);
  return new Uint8Array(grown);
}

for (const backend of backends) {
  describe(`avatars on ${backend}`, () => {
    let server: TestServer;
    let person: Session & { id: number };

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      person = await server.createAccount('pictured', 'MEMBER');
    });
    after(() => server?.close());

    const upload = (file: TestFile, as: Session = person) => sendMutation(as, 'updateAvatar', {}, { files: [file], select: SELECT });

    for (const format of ['png', 'jpeg', 'webp'] as const) {
      test(`a ${format.toUpperCase()} becomes a square WebP, served with a URL that may be cached for good`, async () => {
        // The declared type and the name say nothing: the bytes do.
        const { body } = await upload({ name: 'holiday.dat', type: 'application/octet-stream', bytes: await picture(format) });
        const payload = body.data.updateAvatar;
        assert.deepEqual(payload.errors, []);
        assert.equal(payload.viewer.hasUploadedAvatar, true);
        assert.match(payload.viewer.avatarUrl, /^\/avatars\/pictured\.webp\?v=[0-9a-z]+$/);

        const response = await person.fetch(payload.viewer.avatarUrl);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/webp');
        assert.equal(response.headers.get('cache-control'), 'private, max-age=31536000, immutable');
        const served = sharp(new Uint8Array(await response.arrayBuffer()));
        const { format: servedFormat, width, height } = await served.metadata();
        assert.deepEqual([servedFormat, width, height], ['webp', 256, 256]);
        const { dominant } = await served.clone().extract({ left: 0, top: 100, width: 20, height: 20 }).stats();
        assert.ok(dominant.r > 150 && dominant.b < 100, 'the left edge is red: cropped around the centre');

        // Another version of the URL gets today's picture, not to be kept.
        const stale = await person.fetch('/avatars/pictured.webp?v=old');
        assert.equal(stale.headers.get('cache-control'), 'private, no-cache');
        // Only for people signed in.
        assert.equal((await server.anonymous.fetch(payload.viewer.avatarUrl)).status, 401);
      });
    }

    test('anything but a picture, a broken one, or one too large: a field error, nothing written', async () => {
      const png = await picture('png');
      const tooLarge = new Uint8Array(AVATAR_MAX_BYTES + 1);
      tooLarge.set(png);
      const cases: [TestFile, string][] = [
        [{ name: 'notes.png', type: 'image/png', bytes: new TextEncoder().encode('not a picture at all') }, 'UNSUPPORTED_TYPE'],
        [
          { name: 'drawing.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') },
          'UNSUPPORTED_TYPE',
        ],
        [{ name: 'anim.gif', type: 'image/gif', bytes: new Uint8Array(await sharp(png).gif().toBuffer()) }, 'UNSUPPORTED_TYPE'],
        [{ name: 'broken.png', type: 'image/png', bytes: png.slice(0, 40) }, 'INVALID'],
        [{ name: 'huge.png', type: 'image/png', bytes: tooLarge }, 'TOO_LONG'],
      ];
      for (const [file, code] of cases) {
        const before = await snapshot(server);
        const { body } = await upload(file);
        assert.deepEqual(body.data.updateAvatar, { errors: [{ code, field: ['image'] }], viewer: null }, file.name);
        assert.deepEqual(changed(before, await snapshot(server)), [], `${file.name} wrote nothing`);
      }
    });

    test('a picture of exactly the largest size is taken; one byte more is refused', async () => {
      const png = await picture('png');
      const { body } = await upload({ name: 'largest.png', type: 'image/png', bytes: pngOfSize(png, AVATAR_MAX_BYTES) });
      assert.deepEqual(body.data.updateAvatar.errors, []);
      assert.equal(body.data.updateAvatar.viewer.hasUploadedAvatar, true);
      const over = await upload({ name: 'over.png', type: 'image/png', bytes: pngOfSize(png, AVATAR_MAX_BYTES + 1) });
      assert.deepEqual(over.body.data.updateAvatar, { errors: [{ code: 'TOO_LONG', field: ['image'] }], viewer: null });
    });

    test('a picture whose size is over the limit is refused before its bytes are read', async () => {
      const result = await setAvatar(
        server.database.db,
        { id: person.id, role: 'MEMBER' },
        { size: AVATAR_MAX_BYTES + 1, arrayBuffer: () => assert.fail('the bytes of a picture too large were read') },
      );
      assert.deepEqual(result, { errors: [{ field: ['image'], code: 'TOO_LONG', message: 'The picture is larger than 5 MB.' }] });
    });

    test('removing the picture brings back the generated avatar', async () => {
      await upload({ name: 'me.webp', type: 'image/webp', bytes: await picture('webp') });
      const { body } = await sendMutation(person, 'removeAvatar', {}, { select: SELECT });
      assert.deepEqual(body.data.removeAvatar, { errors: [], viewer: { avatarUrl: '/avatars/pictured.svg', hasUploadedAvatar: false } });
      assert.equal((await person.fetch('/avatars/pictured.webp?v=x')).status, 404);
      const generated = await person.fetch('/avatars/pictured.svg');
      assert.equal(generated.headers.get('content-type'), 'image/svg+xml');
      assert.equal((await server.database.db.selectFrom('user_avatars').select('user_id').execute()).length, 0);
    });

    test("others see a person's uploaded picture; signed out, the upload is refused", async () => {
      await upload({ name: 'me.jpg', type: 'image/jpeg', bytes: await picture('jpeg') });
      const { body } = await server.graphql('query($id: ID!) { node(id: $id) { ... on User { avatarUrl } } }', {
        id: Buffer.from(`User:${person.id}`).toString('base64url'),
      });
      assert.match(body.data.node.avatarUrl, /^\/avatars\/pictured\.webp\?v=/);
      assert.equal((await server.fetch(body.data.node.avatarUrl)).status, 200);
      const anonymous = await upload({ name: 'x.png', type: 'image/png', bytes: await picture('png') }, server.anonymous);
      assert.equal(anonymous.status, 401);
    });
  });
}
