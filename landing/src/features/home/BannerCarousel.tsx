import { Pause, Play } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import type { SiteHome } from '@p5g/api/contract';
import { timing } from '@p5g/tokens/timing';
import { useHomeLayout } from '../../lib/browser-state.ts';
import { useCarousel } from './useCarousel.ts';
import { VideoModal } from './VideoModal.tsx';
import * as styles from './BannerCarousel.css.ts';

type Banner = SiteHome['banners'][number];

export type BannerCarouselProps = { banners: readonly Banner[] };

/** A horizontal move of at least this many px is a swipe. */
const swipeDistance = 40;

/** The video banner block (spec §2): posters that move on by themselves, each opening its video. */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  // Desktop: 10 s autoplay, video in a modal. Mobile: 3 s, swipe, video in place. While the page
  // hydrates (`both`) it counts as desktop; the markup is the same and CSS sizes it.
  const isDesktop = useHomeLayout() !== 'mobile';
  const [playing, setPlaying] = useState<Banner | null>(null);
  const interval = isDesktop ? timing.bannerAutoplay : timing.mobileSwipe;
  const { index, isPaused, go, togglePaused } = useCarousel(
    banners.length,
    interval,
    playing !== null,
  );
  const swipeStart = useRef<number | null>(null);

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) < swipeDistance) return;
    setPlaying(null);
    go(moved < 0 ? index + 1 : index - 1);
  };

  return (
    <section aria-roledescription="carousel" aria-label="宣传视频" className={styles.carousel}>
      <div
        className={styles.track}
        style={{ transform: `translateX(-${index * 100}%)` }}
        {...(!isDesktop && { onPointerDown, onPointerUp })}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${banners.length}`}
            inert={i !== index}
            className={styles.slide}
          >
            {!isDesktop && playing?.id === banner.id ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- sample videos carry no speech
              <video
                src={banner.video}
                poster={banner.cover}
                controls
                autoPlay
                playsInline
                onEnded={() => setPlaying(null)}
                className={styles.media}
              />
            ) : (
              <img
                src={banner.cover}
                alt=""
                width={1366}
                height={440}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className={styles.poster}
              />
            )}
            {!(playing?.id === banner.id && !isDesktop) && (
              <div className={styles.caption}>
                <h2 className={styles.title}>{banner.title}</h2>
                <p className={styles.summary}>{banner.summary}</p>
                <button
                  type="button"
                  onClick={() => setPlaying(banner)}
                  className={styles.playButton}
                >
                  <Play aria-hidden size={16} fill="currentColor" />
                  播放视频
                </button>
              </div>
            )}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            aria-label={`第${i + 1}张：${banner.title}`}
            aria-current={i === index}
            onClick={() => go(i)}
            className={styles.dot}
          />
        ))}
        <button
          type="button"
          aria-label={isPaused ? '继续轮播' : '暂停轮播'}
          onClick={togglePaused}
          className={styles.pauseButton}
        >
          {isPaused ? <Play aria-hidden size={12} /> : <Pause aria-hidden size={12} />}
        </button>
      </div>
      {isDesktop && playing && (
        <VideoModal
          title={playing.title}
          video={playing.video}
          poster={playing.cover}
          onClose={() => setPlaying(null)}
        />
      )}
    </section>
  );
}
