/**
 * A part of the owner's own (shared/src/parts/partContract.ts) in the site's frame (PartInFrame),
 * titled as its menu entry, whose heading the shell focuses after the page change. A chunk of its
 * own, loaded with a part: a site without parts never loads it, nor the frame's styles, which it
 * adopts when it comes (adoptStyles).
 */
import type { ComponentType } from 'react';
import { ownPageTitle, type PageProps } from '@portfolio/shared';
import { adoptStyles } from '@portfolio/shared/src/frame/adoptStyles';
import frameStyles from '@portfolio/shared/src/frame/frame.css?inline';
import type { PartModule } from '@portfolio/shared/src/parts/partContract';
import { PartInFrame, isShowablePart } from '@portfolio/shared/src/parts/PartInFrame';

export interface FramedPartProps extends PageProps {
  /** The part's name (its place, part:<name>): its title is the menu's. */
  name: string;
}

/** The component that shows a loaded part's module; null when the module has no page to render. */
export function framePart(module: PartModule): ComponentType<FramedPartProps> | null {
  adoptStyles(frameStyles);
  if (!isShowablePart(module)) return null;
  return function FramedPart({ name, onNavigate }: FramedPartProps) {
    return <PartInFrame title={ownPageTitle(name)} module={module} onNavigate={onNavigate} />;
  };
}
