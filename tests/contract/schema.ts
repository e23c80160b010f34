import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { document, type ContractOp } from './contract';
import { COMPONENT_REF, CONTRACT_ID, rebaseRefs, vendorKeywords } from '@hoj/core/contract/schemaRefs';

/**
 * Answer validation against the contract: ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses), strict, all errors,
 * with a `date-time` format that also accepts Jackson's `+0000` offsets. Deliberately its own code rather than
 * the mocks' validator: the suite judges backends (the mocks among them) and must not share their leniencies.
 */

export interface SchemaError {
  /** JSON pointer into the answer body, e.g. `/data/records/0/startTime`; `` is the body itself. */
  pointer: string;
  message: string;
}

/** How many schema errors a result keeps (the first ones, in ajv's order). */
export const MAX_REPORTED_ERRORS = 5;

/**
 * Jackson writes `2026-11-21T08:00:00.000+0000`; RFC 3339 wants `+00:00`. Both are accepted, with a real
 * calendar date and clock time.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/;

export function isJacksonDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offH, offM] = m.slice(1).map((p) => Number(p ?? 0));
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const inRange = (v: number | undefined, max: number) => (v ?? 0) < max;
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    inRange(hour, 24) &&
    inRange(minute, 60) &&
    inRange(second, 61) &&
    inRange(offH, 24) &&
    inRange(offM, 60)
  );
}

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: isJacksonDateTime });
  // One set: a keyword used both in schemas and in paths must be declared once, or ajv refuses it.
  ajv.addVocabulary([...vendorKeywords(document.paths, vendorKeywords(document.components.schemas))]);
  ajv.addSchema({ $id: CONTRACT_ID, $defs: rebaseRefs(document.components.schemas) });
  return ajv;
}

function validator(key: string, schema: () => unknown): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = instance().compile(rebaseRefs(schema()) as object);
    compiled.set(key, validate);
  }
  return validate;
}

function describe(errors: readonly ErrorObject[]): SchemaError[] {
  const seen = new Set<string>();
  const out: SchemaError[] = [];
  for (const e of errors) {
    const detail =
      e.keyword === 'enum'
        ? ` ${JSON.stringify(e.params.allowedValues)}`
        : e.keyword === 'additionalProperties'
          ? ` (${String(e.params.additionalProperty)})`
          : '';
    const error = { pointer: e.instancePath, message: `${e.message ?? e.keyword}${detail}` };
    const key = `${error.pointer} ${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(error);
    if (out.length >= MAX_REPORTED_ERRORS) break;
  }
  return out;
}

function run(key: string, schema: () => unknown, body: unknown): SchemaError[] {
  let validate: ValidateFunction;
  try {
    validate = validator(key, schema);
  } catch (error) {
    return [{ pointer: '', message: `the contract schema does not compile: ${String(error)}` }];
  }
  return validate(body) ? [] : describe(validate.errors ?? []);
}

/** Errors of a success body (HTTP 200, body status 200) against the operation's 200 JSON schema. */
export function successErrors(op: ContractOp, body: unknown): SchemaError[] {
  if (op.success.kind !== 'json') {
    return [{ pointer: '', message: `${op.id} has no JSON 200 answer in the contract` }];
  }
  const schema = op.success.schema;
  return run(`${op.id}:200`, () => schema, body);
}

/** Errors of an error body against `ErrorResult` (`{status, msg, data: null}`). */
export function errorResultErrors(body: unknown): SchemaError[] {
  return run('ErrorResult', () => ({ $ref: `${COMPONENT_REF}ErrorResult` }), body);
}

export function formatSchemaError(e: SchemaError): string {
  return `${e.pointer || '(root)'} ${e.message}`;
}
