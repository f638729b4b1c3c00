import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown, context?: object) => unknown) & { errors?: unknown; schemaEnv?: unknown };
/** What Ajv's compiler answers for a route: a validator, which Fastify only calls and reads `errors` of. */
type Validator = ReturnType<ReturnType<ReturnType<typeof AjvCompiler>>>;

/**
 * Fastify's own compilers (Ajv for what comes in, fast-json-stringify for what goes out), each
 * schema compiled when its route first needs it. Fastify compiles every route's schemas when the
 * app starts: about three seconds of a start's six for this API, paid by every instance and every
 * test file for routes most of them never call. `api/test/server.test.ts` compiles them all at
 * once (`buildApp({ eagerSchemas: true })`), so a broken schema still fails a test, not a visitor.
 */
export function lazyCompilers(): NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'] {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator(externalSchemas, options) {
      const compile = validators(externalSchemas, options);
      return (route) => {
        let validate: Validate | undefined;
        const lazy: Validate = (data, context) => {
          validate ??= compile(route) as Validate;
          const valid = validate(data, context);
          lazy.errors = validate.errors;
          return valid;
        };
        // Fastify hands an Ajv validator the request as the value's parent, which lets coercion and
        // defaults replace the value itself (a query string's number, say).
        lazy.schemaEnv = true;
        return lazy as unknown as Validator;
      };
    },
    buildSerializer(externalSchemas, options) {
      const compile = serializers(externalSchemas, options);
      return (route) => {
        let serialize: ((data: unknown) => string) | undefined;
        return (data: unknown) => {
          serialize ??= compile(route);
          return serialize(data);
        };
      };
    },
  };
}
