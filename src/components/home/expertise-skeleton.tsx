/** Placeholder while the expertise list loads: 8 cards on small screens, 6 rows on wide ones. */
import { SKELETON_CARDS_MOBILE, SKELETON_ROWS_DESKTOP } from '@cloud-consulting/domain/constants';

const bar = (width: string, height = 14) => ({
  height,
  width,
  borderRadius: 'small',
  bg: 'border',
});

export function ExpertiseSkeleton() {
  return (
    <div role="status" aria-label="Loading expertise areas" data-testid="expertise-skeleton">
      <div sx={{ display: ['grid', 'none'], gap: 3 }} data-testid="skeleton-mobile">
        {Array.from({ length: SKELETON_CARDS_MOBILE }, (_, i) => (
          <div
            key={i}
            data-testid="skeleton-card"
            sx={{ p: 3, borderRadius: 'large', bg: 'muted', display: 'grid', gap: 2 }}
          >
            <div sx={bar('40%', 18)} />
            <div sx={bar('90%')} />
          </div>
        ))}
      </div>
      <div sx={{ display: ['none', 'grid'], gap: 3 }} data-testid="skeleton-desktop">
        {Array.from({ length: SKELETON_ROWS_DESKTOP }, (_, i) => (
          <div
            key={i}
            data-testid="skeleton-row"
            sx={{
              p: 3,
              borderRadius: 'large',
              bg: 'muted',
              display: 'flex',
              gap: 3,
              alignItems: 'center',
            }}
          >
            <div sx={{ ...bar('48px', 48), flexShrink: 0 }} />
            <div sx={{ flex: 1, display: 'grid', gap: 2 }}>
              <div sx={bar('30%', 18)} />
              <div sx={bar('80%')} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
