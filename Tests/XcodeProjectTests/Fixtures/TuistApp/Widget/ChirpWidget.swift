import WidgetKit

struct ChirpWidget {}
