/**
 * Small badges for the top-up channels (ALFAMART, VA-BCA, VA-BRI, VA-BNI, VA-MANDIRI): the brand's colour and
 * its name in plain type, not a copy of any trademark. Unknown channels get a neutral badge with their name.
 */
const BRANDS: Record<string, { bg: string; fg: string; text: string; accent?: string }> = {
  ALFAMART: { bg: '#E4002B', fg: '#FFFFFF', text: 'ALFA', accent: '#FFD100' },
  'VA-BCA': { bg: '#005EAA', fg: '#FFFFFF', text: 'BCA' },
  'VA-BRI': { bg: '#00529C', fg: '#FFFFFF', text: 'BRI', accent: '#F37021' },
  'VA-BNI': { bg: '#F15A23', fg: '#FFFFFF', text: 'BNI', accent: '#006885' },
  'VA-MANDIRI': { bg: '#003D79', fg: '#FFFFFF', text: 'mandiri', accent: '#FFB700' },
};

export function ChannelLogo({ channel, size = 28 }: { channel: string; size?: number }) {
  const brand = BRANDS[channel.toUpperCase()];
  const width = size * 2;
  if (!brand) {
    return (
      <svg width={width} height={size} viewBox="0 0 56 28" role="img" aria-label={channel}>
        <rect width="56" height="28" rx="6" fill="#E8EAF6" />
        <text x="28" y="18" textAnchor="middle" fontSize="10" fontWeight="700" fill="#3F51B5" fontFamily="Roboto, Arial, sans-serif">
          {channel.slice(0, 8)}
        </text>
      </svg>
    );
  }
  const small = brand.text.length > 5;
  return (
    <svg width={width} height={size} viewBox="0 0 56 28" role="img" aria-label={channel}>
      <rect width="56" height="28" rx="6" fill={brand.bg} />
      {brand.accent && <rect x="14" y="21.5" width="28" height="2.5" rx="1.25" fill={brand.accent} />}
      <text
        x="28"
        y={small ? 16 : 17}
        textAnchor="middle"
        fontSize={small ? 10 : 12}
        fontWeight="800"
        fill={brand.fg}
        fontFamily="Roboto, Arial, sans-serif"
        letterSpacing="0.5"
      >
        {brand.text}
      </text>
    </svg>
  );
}
