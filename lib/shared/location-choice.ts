import { isNigerianState, type NigerianState } from '@/lib/contract/states';
/** Spec section 4: when the marketplace has exactly one warehouse state, it is chosen for the shopper. */
export function automaticLocation(warehouseStates: readonly string[]): NigerianState | undefined {
  if (warehouseStates.length !== 1) return undefined;
  const [only] = warehouseStates;
  return isNigerianState(only) ? only : undefined;
}
