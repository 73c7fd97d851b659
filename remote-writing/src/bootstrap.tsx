import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness, postSlugOf, type PageProps, type Place } from '@portfolio/shared';
import PostPage from './pages/PostPage';
import WritingPage from './pages/WritingPage';

/** The Writing page as the shell shows it: a post opens in place, and its Back returns to the list. */
function WritingWithPosts({ onNavigate }: PageProps) {
  const [slug, setSlug] = useState<string | null>(null);
  const navigate = (place: Place) => {
    const post = postSlugOf(place);
    if (post !== null) setSlug(post);
    else if (place === 'writing') setSlug(null);
    else onNavigate(place);
  };
  return slug === null ? <WritingPage onNavigate={navigate} /> : <PostPage key={slug} slug={slug} onNavigate={navigate} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<StandaloneHarness remote="remote_writing" modules={[{ name: './WritingPage', component: WritingWithPosts }]} />);
}
