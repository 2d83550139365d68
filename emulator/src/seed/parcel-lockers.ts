/** A few Nova Poshta cities and parcel lockers (postomats), with real-looking refs and coordinates. */
export interface SeedCity {
  ref: string;
  name: { uk: string; en: string };
  area: { uk: string; en: string };
}
export interface SeedLocker {
  ref: string;
  cityRef: string;
  number: number;
  name: { uk: string; en: string };
  address: { uk: string; en: string };
  latitude: number;
  longitude: number;
}

const city = (ref: string, uk: string, en: string, areaUk: string, areaEn: string): SeedCity => ({
  ref,
  name: { uk, en },
  area: { uk: areaUk, en: areaEn },
});

export const CITIES: readonly SeedCity[] = [
  city("8d5a980d-391c-11dd-90d9-001a92567626", "Київ", "Kyiv", "Київська", "Kyiv Oblast"),
  city("db5c88f5-391c-11dd-90d9-001a92567626", "Львів", "Lviv", "Львівська", "Lviv Oblast"),
  city("db5c88d0-391c-11dd-90d9-001a92567626", "Одеса", "Odesa", "Одеська", "Odesa Oblast"),
  city("db5c88e0-391c-11dd-90d9-001a92567626", "Харків", "Kharkiv", "Харківська", "Kharkiv Oblast"),
  city("db5c88f0-391c-11dd-90d9-001a92567626", "Дніпро", "Dnipro", "Дніпропетровська", "Dnipropetrovsk Oblast"),
];

const STREETS: [string, string][] = [
  ["вул. Хрещатик", "Khreshchatyk St"],
  ["просп. Свободи", "Svobody Ave"],
  ["вул. Шевченка", "Shevchenka St"],
  ["вул. Сумська", "Sumska St"],
  ["просп. Дмитра Яворницького", "Dmytra Yavornytskoho Ave"],
  ["вул. Франка", "Franka St"],
];

const CENTERS: Record<string, [number, number]> = {
  "8d5a980d-391c-11dd-90d9-001a92567626": [50.4501, 30.5234],
  "db5c88f5-391c-11dd-90d9-001a92567626": [49.8397, 24.0297],
  "db5c88d0-391c-11dd-90d9-001a92567626": [46.4825, 30.7233],
  "db5c88e0-391c-11dd-90d9-001a92567626": [49.9935, 36.2304],
  "db5c88f0-391c-11dd-90d9-001a92567626": [48.4647, 35.0462],
};

export const LOCKERS: readonly SeedLocker[] = CITIES.flatMap((c, ci) =>
  Array.from({ length: 4 }, (_, i) => {
    const [lat, lng] = CENTERS[c.ref]!;
    const number = 3000 + ci * 100 + i * 7 + 1;
    const [streetUk, streetEn] = STREETS[(ci + i) % STREETS.length]!;
    const house = 10 + i * 12;
    return {
      ref: `${c.ref.slice(0, 24)}${String(number).padStart(12, "0")}`,
      cityRef: c.ref,
      number,
      name: {
        uk: `Поштомат "Нова Пошта" №${number}: ${streetUk}, ${house}`,
        en: `Parcel locker no. ${number}: ${streetEn} ${house}`,
      },
      address: { uk: `${streetUk}, ${house}`, en: `${streetEn} ${house}` },
      latitude: +(lat + (i - 1.5) * 0.009).toFixed(6),
      longitude: +(lng + ((i % 2) - 0.5) * 0.014).toFixed(6),
    };
  }),
);
