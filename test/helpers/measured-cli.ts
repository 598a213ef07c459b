import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BIN, ROOT } from './cli.js';

/**
 * Runs of the built CLI on generated documents too large to commit, measured by the process
 * itself: its peak resident set and its CPU time (which waiting for a busy machine does not add
 * to), for the hostile-input tests of size and of scaling.
 */

/** The hang guard of each test, not a target. */
export const TIMEOUT_SECONDS = 600;

/** 20,000 resources, each a path with three operations; descriptions pad it to about 40 MB. */
export function largeDocument(paths: number): Record<string, unknown> {
  const prose = 'Returns the resource as it is stored, with every field the caller may read. '.repeat(6);
  const entries: Record<string, unknown> = {};
  for (let index = 0; index < paths; index++) {
    entries[`/v1/resources${index}/{resource_id}`] = {
      parameters: [{ name: 'resource_id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: `getResource${index}`,
        description: prose,
        responses: {
          '200': { description: 'The resource', content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource' } } } },
          '401': { $ref: '#/components/responses/Error' },
          '404': { $ref: '#/components/responses/Error' },
        },
      },
      put: {
        operationId: `replaceResource${index}`,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource' } } } },
        responses: {
          '200': { description: 'The resource', content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource' } } } },
          '400': { $ref: '#/components/responses/Error' },
        },
      },
      delete: { operationId: `deleteResource${index}`, responses: { '204': { description: 'Deleted' } } },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Large', version: '1.0.0' },
    paths: entries,
    components: {
      responses: { Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
      schemas: {
        Resource: { type: 'object', properties: { resource_id: { type: 'string' }, display_name: { type: 'string' } } },
        Error: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
}

export interface Measured {
  code: number;
  /** User and system CPU time of the process, which waiting for a busy machine does not add to. */
  cpuSeconds: number;
  maxRssBytes: number;
  stderr: string;
}

/** Runs the CLI with a preloaded hook that records the process's peak memory as it exits. */
export async function runMeasured(directory: string, args: string[]): Promise<Measured> {
  const hook = path.join(directory, 'peak-memory.cjs');
  const rssFile = path.join(directory, 'peak-memory.txt');
  await writeFile(hook, `process.on('exit', () => { const usage = process.resourceUsage(); require('node:fs').writeFileSync(${JSON.stringify(rssFile)}, JSON.stringify([usage.maxRSS * 1024, (usage.userCPUTime + usage.systemCPUTime) / 1e6])); });\n`);
  const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--require', hook, BIN, ...args], { cwd: ROOT, timeout: TIMEOUT_SECONDS * 1000, maxBuffer: 256 * 1024 * 1024 }, (error, _stdout, stderrText) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stderr: stderrText });
    });
  });
  const [maxRssBytes, cpuSeconds] = JSON.parse(await readFile(rssFile, 'utf8')) as [number, number];
  return { code, cpuSeconds, stderr, maxRssBytes };
}

