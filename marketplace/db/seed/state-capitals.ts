import type { NigerianState } from '@/lib/contract/states';

/**
 * Where each state's capital stands (decimal degrees; Abuja for the FCT, Ikeja for Lagos). The
 * delivery fee table is worked out from the distances between them (decision 053), so a state's
 * place on the map is data, kept here once.
 */
export const STATE_CAPITALS: Record<
  NigerianState,
  { capital: string; latitude: number; longitude: number }
> = {
  Abia: { capital: 'Umuahia', latitude: 5.525, longitude: 7.4942 },
  Adamawa: { capital: 'Yola', latitude: 9.2035, longitude: 12.4954 },
  'Akwa Ibom': { capital: 'Uyo', latitude: 5.0377, longitude: 7.9128 },
  Anambra: { capital: 'Awka', latitude: 6.2107, longitude: 7.0742 },
  Bauchi: { capital: 'Bauchi', latitude: 10.3158, longitude: 9.8442 },
  Bayelsa: { capital: 'Yenagoa', latitude: 4.9247, longitude: 6.2642 },
  Benue: { capital: 'Makurdi', latitude: 7.7322, longitude: 8.5391 },
  Borno: { capital: 'Maiduguri', latitude: 11.8311, longitude: 13.151 },
  'Cross River': { capital: 'Calabar', latitude: 4.9589, longitude: 8.3269 },
  Delta: { capital: 'Asaba', latitude: 6.1982, longitude: 6.7319 },
  Ebonyi: { capital: 'Abakaliki', latitude: 6.3249, longitude: 8.1137 },
  Edo: { capital: 'Benin City', latitude: 6.335, longitude: 5.6037 },
  Ekiti: { capital: 'Ado-Ekiti', latitude: 7.6211, longitude: 5.2214 },
  Enugu: { capital: 'Enugu', latitude: 6.4584, longitude: 7.5464 },
  Gombe: { capital: 'Gombe', latitude: 10.2897, longitude: 11.1673 },
  Imo: { capital: 'Owerri', latitude: 5.4836, longitude: 7.0333 },
  Jigawa: { capital: 'Dutse', latitude: 11.7562, longitude: 9.3389 },
  Kaduna: { capital: 'Kaduna', latitude: 10.5105, longitude: 7.4165 },
  Kano: { capital: 'Kano', latitude: 12.0022, longitude: 8.592 },
  Katsina: { capital: 'Katsina', latitude: 12.9908, longitude: 7.6018 },
  Kebbi: { capital: 'Birnin Kebbi', latitude: 12.4539, longitude: 4.1975 },
  Kogi: { capital: 'Lokoja', latitude: 7.8023, longitude: 6.7333 },
  Kwara: { capital: 'Ilorin', latitude: 8.4966, longitude: 4.5421 },
  Lagos: { capital: 'Ikeja', latitude: 6.6018, longitude: 3.3515 },
  Nasarawa: { capital: 'Lafia', latitude: 8.4939, longitude: 8.5153 },
  Niger: { capital: 'Minna', latitude: 9.6139, longitude: 6.5569 },
  Ogun: { capital: 'Abeokuta', latitude: 7.1475, longitude: 3.3619 },
  Ondo: { capital: 'Akure', latitude: 7.2571, longitude: 5.2058 },
  Osun: { capital: 'Osogbo', latitude: 7.7827, longitude: 4.5418 },
  Oyo: { capital: 'Ibadan', latitude: 7.3775, longitude: 3.947 },
  Plateau: { capital: 'Jos', latitude: 9.8965, longitude: 8.8583 },
  Rivers: { capital: 'Port Harcourt', latitude: 4.8156, longitude: 7.0498 },
  Sokoto: { capital: 'Sokoto', latitude: 13.0059, longitude: 5.2476 },
  Taraba: { capital: 'Jalingo', latitude: 8.8937, longitude: 11.3596 },
  Yobe: { capital: 'Damaturu', latitude: 11.747, longitude: 11.9608 },
  Zamfara: { capital: 'Gusau', latitude: 12.1628, longitude: 6.6614 },
  'FCT - Abuja': { capital: 'Abuja', latitude: 9.0765, longitude: 7.3986 },
};

const EARTH_RADIUS_KM = 6_371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two states' capitals, in whole kilometres (haversine). */
export function capitalDistanceKm(from: NigerianState, to: NigerianState): number {
  const a = STATE_CAPITALS[from];
  const b = STATE_CAPITALS[to];
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}
