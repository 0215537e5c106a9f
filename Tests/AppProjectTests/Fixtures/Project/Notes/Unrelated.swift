struct Note { var title: String }
