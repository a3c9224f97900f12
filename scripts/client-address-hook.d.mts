export function installClientAddressHook(setting?: string): void;
