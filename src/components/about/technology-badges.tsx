import { useTechnologies } from './use-technologies';

export function TechnologyBadges() {
  const names = useTechnologies();
  return (
    <ul
      aria-label="Technologies we work with"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'center',
      }}
    >
      {names.map((name) => (
        <li
          key={name}
          sx={{
            px: 3,
            py: 1,
            borderRadius: 'round',
            border: '1px solid',
            borderColor: 'border',
            bg: 'background',
            fontSize: 1,
            fontWeight: 'bold',
          }}
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
