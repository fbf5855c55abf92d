import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { City, District, Province } from './types';

const dayCache = 86_400_000;
/** `GET /api/province` (public). */
export const useProvinces = () =>
  useQuery({
    queryKey: ['location', 'province'] as const,
    queryFn: async ({ signal }) => (await api.get<Province[]>('/province', { signal, host: 'second', auth: 'none' })).data,
    staleTime: dayCache,
  });
/** `GET /api/city?province=` (public). */
export const useCities = (province: string) =>
  useQuery({
    queryKey: ['location', 'city', province] as const,
    queryFn: async ({ signal }) => (await api.get<City[]>('/city', { signal, host: 'second', auth: 'none', query: { province } })).data,
    enabled: !!province,
    staleTime: dayCache,
  });
/** `GET /api/subdistrict?city=` (public). */
export const useDistricts = (city: string) =>
  useQuery({
    queryKey: ['location', 'subdistrict', city] as const,
    queryFn: async ({ signal }) =>
      (await api.get<District[]>('/subdistrict', { signal, host: 'second', auth: 'none', query: { city } })).data,
    enabled: !!city,
    staleTime: dayCache,
  });
