import type { ResourceProps } from 'react-admin';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';

/**
 * What a resource folder's `index.ts` exports: the screens react-admin's `<Resource>` shows (list, create, edit,
 * icon, how a record is named) and the data-provider operations behind them. The resource's name is not part of
 * it: the registry (`resources.ts`) gives each definition its name.
 */
export interface ResourceDefinition extends Omit<ResourceProps, 'name' | 'children'> {
  operations: ResourceOperations;
}
