import type { ReactNode } from 'react';
import './sports.css';

/** The title bar above a list: an optional icon, the title and optional extra content. */
export function SectionHeader({
  title,
  icon,
  children,
  id,
}: {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <header className="sb-sports-section__header">
      {icon && <span className="sb-sports-section__icon">{icon}</span>}
      <h2 className="sb-sports-section__title" id={id}>
        {title}
      </h2>
      {children}
    </header>
  );
}
