import { resumePart } from '../../../scripts/lib/multipart.mjs';
import { pdfFile } from '../../../scripts/lib/resume-files.mjs';
import { expectErrorBody } from '../../support/route-harness';
import { fieldParts, HR, loadApp, postParts, sink } from './harness';

describe('POST /api/apply/ rate limit', () => {
  it('answers 429 with Retry-After past APPLY_RATE_LIMIT, per client address', async () => {
    const app = await loadApp({ APPLY_RATE_LIMIT: '2/600' });
    const ip = '192.0.2.77';
    expect((await postParts(app, fieldParts(), { ip })).status).toBe(201);
    expect((await postParts(app, fieldParts(), { ip })).status).toBe(201);
    const limited = await postParts(app, [...fieldParts(), resumePart(pdfFile())], { ip });
    await expectErrorBody(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postParts(app, fieldParts(), { ip: '192.0.2.78' })).status).toBe(201);
    expect(sink.to(HR)).toHaveLength(3);
  });
});
