import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Form extends FieldValues> = Resolver<Form> & {
  /** Starts loading the resolver's module, e.g. as soon as the user enters a field. */
  preload: () => void;
};

/**
 * A form resolver whose module (the schema, zod, the zod resolver) loads when the user enters a
 * field or the form is first checked, not with the page: the public pages paint and hydrate without
 * zod.
 */
export function lazyResolver<Form extends FieldValues>(
  load: () => Promise<Resolver<Form>>,
): LazyResolver<Form> {
  let loaded: Promise<Resolver<Form>> | undefined;
  const resolver: Resolver<Form> = async (values, context, options) =>
    (await (loaded ??= load()))(values, context, options);
  return Object.assign(resolver, { preload: () => void (loaded ??= load()) });
}
