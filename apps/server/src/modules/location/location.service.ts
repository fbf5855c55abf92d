import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';

export interface Area {
  id: string;
  name: string;
  parent: string;
}

interface AreaData {
  provinces: Area[];
  cities: Area[];
  districts: Area[];
  provinceById: Map<string, Area>;
  cityById: Map<string, Area>;
  districtById: Map<string, Area>;
  citiesOf: Map<string, Area[]>;
  districtsOf: Map<string, Area[]>;
}

let loading: Promise<AreaData> | undefined;

function group(list: Area[]): Map<string, Area[]> {
  const out = new Map<string, Area[]>();
  for (const a of list) {
    const arr = out.get(a.parent);
    if (arr) arr.push(a);
    else out.set(a.parent, [a]);
  }
  return out;
}

/**
 * Indonesian provinces, regencies/cities and districts from `idn-area-data` (CSV files shipped in the package,
 * parsed by its functions). Loaded once per process on first use and kept: about 7.300 districts, well under a MB.
 */
export function areaData(): Promise<AreaData> {
  loading ??= (async () => {
    const [p, r, d] = await Promise.all([getProvinces(), getRegencies({ transform: true }), getDistricts({ transform: true })]);
    const provinces = p.map((x) => ({ id: x.code, name: x.name, parent: '' })).sort((a, b) => a.id.localeCompare(b.id));
    const cities = r.map((x) => ({ id: x.code, name: x.name, parent: x.provinceCode })).sort((a, b) => a.id.localeCompare(b.id));
    const districts = d.map((x) => ({ id: x.code, name: x.name, parent: x.regencyCode })).sort((a, b) => a.id.localeCompare(b.id));
    return {
      provinces,
      cities,
      districts,
      provinceById: new Map(provinces.map((a) => [a.id, a])),
      cityById: new Map(cities.map((a) => [a.id, a])),
      districtById: new Map(districts.map((a) => [a.id, a])),
      citiesOf: group(cities),
      districtsOf: group(districts),
    };
  })().catch((err) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The location cascade of the loan application: provinces, the cities of a province, the districts of a city. */
export function locationService() {
  return {
    async provinces() {
      return (await areaData()).provinces.map((a) => ({ province_id: a.id, province: a.name }));
    },
    async cities(province: string) {
      return ((await areaData()).citiesOf.get(province.trim()) ?? []).map((a) => ({ city_id: a.id, city_name: a.name }));
    },
    async subdistricts(city: string) {
      return ((await areaData()).districtsOf.get(city.trim()) ?? []).map((a) => ({ subdistrict_id: a.id, subdistrict_name: a.name }));
    },
    /** Province, city and district by id, checked to nest; the field that does not fit is named. */
    async resolve(provinceId: string, cityId: string, districtId: string) {
      const data = await areaData();
      const province = data.provinceById.get(provinceId);
      if (!province) return { error: { field: 'province', key: 'loanProvinceUnknown' } } as const;
      const city = data.cityById.get(cityId);
      if (!city || city.parent !== province.id) return { error: { field: 'city', key: 'loanCityNotInProvince' } } as const;
      const district = data.districtById.get(districtId);
      if (!district || district.parent !== city.id) return { error: { field: 'district', key: 'loanDistrictNotInCity' } } as const;
      return { province, city, district } as const;
    },
  };
}
