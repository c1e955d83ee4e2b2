import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { contextModules } from './context-modules';
import { PORTS } from './tokens';

/** A value for each of {@link PORTS}, by the same names. */
export type PortValues = {
  readonly [K in keyof typeof PORTS]: (typeof PORTS)[K] extends ServiceIdentifier<infer T> ? T : never;
};

/**
 * A container of the contexts' modules (`contextModules`) and `modules`, with each port of `ports` bound to its
 * value: how tests wire the use cases over in-memory or test-database ports, as the server wires them over its
 * adapters. A port left out fails only when a use case that needs it is resolved.
 */
export function containerOver(ports: Partial<PortValues>, ...modules: ContainerModule[]): Container {
  const container = new Container();
  container.load(...contextModules, ...modules);
  for (const name of Object.keys(ports) as Array<keyof PortValues>) {
    const port: ServiceIdentifier<unknown> = PORTS[name];
    container.bind(port).toConstantValue(ports[name]);
  }
  return container;
}
