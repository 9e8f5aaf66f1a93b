import type { INestApplication } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

const SCHEMAS = '#/components/schemas/';

/** The parts of OpenAPI's schema and parameter objects read and written here. */
interface SchemaObject {
  readonly properties?: Record<string, unknown>;
  readonly required?: readonly string[];
}
interface ParameterObject {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: unknown;
}

/**
 * The API's OpenAPI description, made from the app's controllers (routes, path parameters, bodies)
 * and its DTOs' class-validator rules (each body's, query's and path's fields, their types, limits
 * and which are required): @nestjs/swagger reads the first, class-validator-jsonschema the second
 * (the swagger CLI plugin, which would read the DTOs' types, needs the TypeScript compiler's API).
 * `npm run openapi` writes it to docs/openapi.json; a spec fails when that file is not this.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Sadhana API')
      .setDescription(
        'The membership app of a yoga school: sessions, registrations, memberships, fees and the admin’s day. ' +
          'Signed-in calls carry the session cookie; every state-changing call needs the header ' +
          '`X-Requested-With` and the site’s own Origin. Errors answer `{ "message": "…" }`.',
      )
      .setVersion('1')
      .build(),
  );
  const schemas = validationMetadatasToSchemas({ refPointerPrefix: SCHEMAS }) as Record<string, SchemaObject>;
  const components = document.components ?? {};
  // Bodies: @nestjs/swagger names each DTO; its fields are class-validator's.
  for (const name of Object.keys(components.schemas ?? {})) {
    if (schemas[name]) (components.schemas as Record<string, unknown>)[name] = schemas[name];
  }
  addWholeObjectParameters(app, document, schemas);
  return document;
}

/**
 * `@Query() query: SomeDto` and `@Param() params: SomeDto` hand a whole DTO to the method: each of its
 * fields is a query or path parameter.
 */
function addWholeObjectParameters(
  app: INestApplication,
  document: OpenAPIObject,
  schemas: Record<string, SchemaObject>,
): void {
  const operations = new Map<string, { parameters?: ParameterObject[] }>();
  for (const path of Object.values(document.paths))
    for (const operation of Object.values(path))
      if (operation && typeof operation === 'object' && 'operationId' in operation)
        operations.set(operation.operationId as string, operation as { parameters?: ParameterObject[] });

  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const controller = metatype as unknown as { name: string; prototype: object };
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const operation = operations.get(`${controller.name}_${method}`);
        if (!operation) continue;
        const args: Record<string, { index: number; data?: unknown }> =
          Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
        const types: unknown[] = Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? [];
        for (const [key, { index, data }] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if (data !== undefined || (kind !== RouteParamtypes.QUERY && kind !== RouteParamtypes.PARAM))
            continue;
          const schema = schemas[(types[index] as { name?: string } | undefined)?.name ?? ''];
          if (!schema?.properties) continue;
          const place = kind === RouteParamtypes.QUERY ? 'query' : 'path';
          const required = new Set(schema.required ?? []);
          operation.parameters = [
            ...(operation.parameters ?? []).filter(
              (p) => p.in !== place || !(p.name in (schema.properties ?? {})),
            ),
            ...Object.entries(schema.properties).map(([name, property]) => ({
              name,
              in: place,
              required: place === 'path' || required.has(name),
              schema: property,
            })),
          ];
        }
      }
    }
  }
}
